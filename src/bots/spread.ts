/**
 * How sure a weighing is: how far a mean over sampled deals may be off, as the half of its 95 % interval (1.96 standard
 * errors), measured from the samples themselves. Samples may count unequally (`w`); the same samples for two choices
 * give a paired margin, far narrower than either alone, as the luck of the cards cancels.
 */
const Z = 1.96;

/** The 95 % margin of the weighted mean of `x` (every sample counting 1 when `w` is absent); 0 with fewer than two samples. */
export function marginOf(x: readonly number[], w?: readonly number[]): number {
  const n = x.length;
  if (n < 2) return 0;
  let sw = 0;
  let sw2 = 0;
  let sum = 0;
  for (let k = 0; k < n; k++) {
    const wk = w ? w[k]! : 1;
    sw += wk;
    sw2 += wk * wk;
    sum += wk * x[k]!;
  }
  if (sw <= 0) return 0;
  const mean = sum / sw;
  let ss = 0;
  for (let k = 0; k < n; k++) ss += (w ? w[k]! : 1) * (x[k]! - mean) ** 2;
  // The samples' worth in plain samples: fewer when they count unequally.
  const effective = (sw * sw) / sw2;
  if (effective <= 1) return 0;
  return Z * Math.sqrt(ss / sw / (effective - 1));
}

/** The 95 % margin of the difference between two choices weighed over the same samples. */
export function pairedMargin(a: readonly number[], b: readonly number[], w?: readonly number[]): number {
  return marginOf(
    a.map((x, k) => x - b[k]!),
    w,
  );
}

/** A difference under this share of a game is a trifle, whatever the samples say (half a cent at Bohmstedt). */
const TRIFLE = 0.05;

/**
 * Is a cost one the coach can tell from nothing? More than the weighing's own margin (measured from its samples), and at
 * least a twentieth of a game (below it, the weighing's tie-break between equal plays). The look back names only such
 * moves, and the hint calls two choices about as good when the cost between them is not one.
 */
export function isCostly(cost: number, margin: number, game: number): boolean {
  return cost > margin && cost >= TRIFLE * game;
}

/** A cost past twice the margin: the look back says the move was clearly worse. */
export const isClearly = (cost: number, margin: number): boolean => cost > 2 * margin;
