/** Random sources for drills, exams and deals: seedable, so a run can be replayed. */

/** A small seedable random source, so a drill can be replayed in tests. */
export function random(seed = Date.now()): (n: number) => number {
  let s = seed >>> 0 || 1;
  return (n) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

/** Fisher–Yates with the given random source. */
export function shuffle<T>(xs: readonly T[], rand: (n: number) => number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = rand(i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}
