/**
 * The coach's look back at a finished deal: the exchanges, plays and big decisions of one seat that cost the most, by the club
 * bot's weighing from that seat's view at the time (the sampled worlds it could imagine, and what was said at the table
 * by then), never from the hands shown afterwards. It is the hint's own weighing (weighPosition, with the hint's seed):
 * a move the hint advised is never one of them.
 */
import { apply, parseDealStart, randomFrom, startDeal, VARIANTS, viewOf, type Action, type PlayState, type Said, type Seat } from '../rules/index.ts';
import { coachSeed, type ChoiceWeight, type CoachMove, type TurningPoint } from './protocol.ts';
import { weighPosition } from './bot.ts';
import { isCostly } from './spread.ts';

const moveOf = (a: Action): CoachMove =>
  a.type === 'play' || a.type === 'turn'
    ? { type: a.type, card: a.card }
    : a.type === 'exchange'
      ? { type: a.type, give: a.give, take: a.take }
      : { type: a.type };

/** The same choice: of an exchange, the same card taken. */
const same = (x: Action, y: Action) => x.type === y.type && (x.type !== 'exchange' || (y.type === 'exchange' && x.take === y.take));

/** A cost the weighing can tell from nothing (spread.ts isCostly): more than its margin, and more than a trifle. */
const costly = (s: PlayState, cost: number, margin: number) => isCostly(cost, margin, VARIANTS[s.start.variant].stakes.game);

/** A decision weighed against the one made: the turning point when the best other choice was worth clearly enough more. */
function decisionPoint(s: PlayState, a: Action, at: number, choices: readonly ChoiceWeight[]): TurningPoint | null {
  const made = choices.find((c) => same(c.action, a));
  const other = choices.filter((c) => !same(c.action, a)).reduce<ChoiceWeight | null>((x, c) => (x && x.worth >= c.worth ? x : c), null);
  const move = moveOf(a);
  if (!made || !other) return null;
  const cost = other.worth - made.worth;
  if (!costly(s, cost, made.margin)) return null;
  return {
    trick: s.tricks.length + 1,
    at,
    made: move,
    better: moveOf(other.action),
    chance: [made.winRate, other.winRate],
    worth: [made.worth, other.worth],
    cost,
    margin: made.margin,
  };
}

/**
 * The plays and decisions of `seat` that cost the most, at most `most`, in the order they were made; `talk`, what was
 * said at the table during the deal (each move is weighed with what had been said before it).
 */
export function turningPoints(deal: Pick<PlayState, 'start' | 'actions'>, seat: Seat, most = 3, talk: readonly Said[] = []): TurningPoint[] {
  const start = parseDealStart(deal.start);
  if (!start.ok) return [];
  let s = startDeal(start.value);
  const found: TurningPoint[] = [];
  deal.actions.forEach((a: Action, i) => {
    const point =
      s.toAct === seat
        ? weighed(
            s,
            a,
            i,
            talk.filter((x) => x.at <= i),
          )
        : null;
    if (point) found.push(point);
    const next = apply(s, a);
    if (next.ok) s = next.value;
  });
  return found
    .sort((x, y) => y.cost - x.cost)
    .slice(0, most)
    .sort((x, y) => x.at - y.at);
}

/**
 * The move `a`, made at `at` with `heard` said by then, weighed from its seat's view only (never the others' hands), as
 * the hint weighed it: a turning point, or null when it cost nothing the samples can tell. A card led where a turn was
 * open is judged first on the turn, with that card's own figures, then on the card.
 */
export function weighed(s: PlayState, a: Action, at: number, heard: readonly Said[] = []): TurningPoint | null {
  const seat = s.toAct;
  const w = weighPosition(viewOf(s, seat), 'club', randomFrom(coachSeed(at)), heard);
  if (
    (s.phase === 'turned' && (a.type === 'see' || a.type === 'run')) ||
    (s.phase === 'march' && (a.type === 'go-on' || a.type === 'stop')) ||
    (s.phase === 'exchange' && (a.type === 'exchange' || a.type === 'decline'))
  )
    return decisionPoint(s, a, at, w.choices);
  if (s.phase !== 'play' || (a.type !== 'play' && a.type !== 'turn') || s.hands[seat]!.length <= 1) return null;
  const mine = w.cards.find((c) => c.card === a.card);
  if (!mine) return null;
  const base = { trick: s.tricks.length + 1, at } as const;
  if (mine.turned) {
    // Turned or led face up: the other way with the same card.
    const [was, could] = a.type === 'turn' ? [mine.turned.worth, mine.worth] : [mine.worth, mine.turned.worth];
    if (costly(s, could - was, mine.turned.margin))
      return {
        ...base,
        made: { type: a.type, card: a.card },
        better: { type: a.type === 'turn' ? 'play' : 'turn', card: a.card },
        chance: [mine.winRate, mine.winRate],
        worth: [was, could],
        cost: could - was,
        margin: mine.turned.margin,
      };
  }
  const best = w.cards[0]!;
  const cost = best.worth - mine.worth;
  if (best.card === a.card || !costly(s, cost, mine.margin)) return null;
  return {
    ...base,
    made: { type: a.type, card: a.card },
    better: { type: 'play', card: best.card },
    chance: [mine.winRate, best.winRate],
    worth: [mine.worth, best.worth],
    cost,
    margin: mine.margin,
    cards: w.cards,
  };
}
