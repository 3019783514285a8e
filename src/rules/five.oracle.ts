/**
 * A test-only settlement of a deal for five, written from eaton-2021's "Five-Player Knüffeln" (and its Play, Drehen und
 * Sehen and stakes sections, which the five-player game keeps "as usual"), sharing no code with src/rules: it imports
 * nothing. Given who dealt, whether the dealer played alone, the stock's size, the actions in order (only their types
 * and seats) and who took each trick, it says when the deal was decided and what each of the five seats won or paid.
 * Where the source is silent it follows the site's rulings as their text says: five-sit-out (partners and payments when
 * the dealer sits out) and five-ninth-trick (the four's march against an 8-card dealer: the ninth trick among the four).
 */

export interface OracleDeal {
  readonly variant: string;
  readonly dealer: number;
  readonly alone: boolean;
  /** cards in the stock the dealer looked at: 10, 9 or 8 */
  readonly stockSize: number;
  readonly actions: readonly { readonly type: string; readonly seat: number }[];
  /** the seat that took each trick, in order */
  readonly takers: readonly number[];
}

export interface OracleResult {
  readonly outcome: 'game' | 'jann' | 'march' | 'failed-march' | 'ran';
  /** the tricks played when the deal ended */
  readonly tricks: number;
  /** what each of the five seats won (negative: paid) */
  readonly paid: readonly number[];
}

/** The stakes as the source gives them: Bohmstedt in cents, Hattstedt in basic games (no turning). */
const STAKES: Record<string, { game: number; turn: number; jann: number; march: number }> = {
  bohmstedt: { game: 10, turn: 10, jann: 100, march: 300 },
  hattstedt: { game: 1, turn: 0, jann: 2, march: 4 },
};

export function settleFive(d: OracleDeal): OracleResult {
  const stakes = STAKES[d.variant];
  if (!stakes) throw new Error(`no five-player stakes for ${d.variant}`);
  const rel = (seat: number) => (seat - d.dealer + 5) % 5;
  // Alone: the dealer ("D") against the four ("F"). Sitting out: the first and third to the dealer's left against the second and fourth.
  const team = (seat: number): string | null => (rel(seat) === 0 ? (d.alone ? 'D' : null) : d.alone ? 'F' : rel(seat) % 2 === 1 ? 'A' : 'B');
  const teams = d.alone ? ['D', 'F'] : ['A', 'B'];
  const needs: Record<string, number> = d.alone ? { D: 4, F: 5 } : { A: 5, B: 5 };
  // "A dealer who takes an 8-card stock has no card to play to the 9th trick, but … can win a march by taking just the
  // first 8 tricks"; the four play that ninth trick among themselves, and their march takes all nine.
  const marchOf = (t: string) => (t === 'D' ? Math.min(9, d.stockSize) : 9);
  const cardsIn = (trick: number) => (d.alone && trick < d.stockSize ? 5 : 4);

  const won: Record<string, number> = Object.fromEntries(teams.map((t) => [t, 0]));
  let accepted = 0;
  let played = 0;
  let cards = 0;
  let marching: string | null = null;
  let turner: string | null = null;
  let jannBy: string | null = null;

  const pay = (outcome: OracleResult['outcome'], winner: string, base: number): OracleResult => {
    // "10 cents for the basic game plus 10 cents for each accepted turn"; turns are added to a Jann or a march too.
    const value = base + accepted * stakes.turn;
    const paid = [0, 1, 2, 3, 4].map((seat) => {
      const t = team(seat);
      if (t === null) return 0;
      // The lone dealer is paid by each of the four, or pays each of them.
      const each = t === 'D' ? 4 * value : value;
      return t === winner ? each : -each;
    });
    return { outcome, tricks: played, paid };
  };
  const other = (t: string) => teams.find((x) => x !== t)!;

  for (const a of d.actions) {
    const t = team(a.seat);
    switch (a.type) {
      case 'turn':
        turner = t;
        break;
      case 'run':
        // Running concedes what the deal was worth; running from a marching side's turn makes the march fail.
        if (marching !== null) return pay('ran', other(marching), stakes.march);
        return pay('ran', turner!, stakes.game);
      case 'see':
        accepted++;
        cards++;
        break;
      case 'go-on':
        marching = jannBy;
        jannBy = null;
        break;
      case 'stop':
        return pay('jann', jannBy!, stakes.jann);
      case 'play':
        cards++;
        break;
    }
    if (cards < cardsIn(played)) continue;
    cards = 0;
    const taker = team(d.takers[played]!)!;
    played++;
    won[taker]!++;
    if (marching !== null) {
      if (taker !== marching) return pay('failed-march', other(marching), stakes.march);
      if (played === marchOf(marching)) return pay('march', marching, stakes.march);
      continue;
    }
    if (won[taker]! >= needs[taker]!) {
      // The first tricks in a row, as many as the side needs: a Jann, after which the side may go on for the march.
      if (won[taker] === played) jannBy = taker;
      else return pay('game', taker, stakes.game);
    }
  }
  throw new Error('the actions end before the deal is decided');
}
