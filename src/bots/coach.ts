/**
 * The coach's look back at a finished deal: the plays and big decisions of one seat that cost the most, by the club
 * bot's weighing from that seat's view at the time (the sampled worlds it could imagine), never from the hands shown
 * afterwards.
 */
import {
  apply,
  parseDealStart,
  randomFrom,
  startDeal,
  VARIANTS,
  viewOf,
  type Action,
  type CoachMove,
  type PlayState,
  type Seat,
  type TurningPoint,
} from '../rules/index.ts';
import { advise, weighChoices, type ChoiceWeight } from './bot.ts';

/** A play that cost this many games or more, by the samples, is a turning point (4 cents at Bohmstedt). */
const GAP = 0.4;

const moveOf = (a: Action): CoachMove | null =>
  a.type === 'play' || a.type === 'turn'
    ? { type: a.type, card: a.card }
    : a.type === 'see' || a.type === 'run' || a.type === 'go-on' || a.type === 'stop'
      ? { type: a.type }
      : null;

/** A decision weighed against the one made: the turning point when the other choice was worth enough more. */
function decisionPoint(s: PlayState, a: Action, at: number, choices: readonly ChoiceWeight[]): TurningPoint | null {
  const made = choices.find((c) => c.action.type === a.type);
  const other = choices.find((c) => c.action.type !== a.type);
  const move = moveOf(a);
  if (!made || !other || !move) return null;
  const cost = other.worth - made.worth;
  if (cost < GAP * VARIANTS[s.start.variant].stakes.game) return null;
  const better = moveOf(other.action)!;
  return {
    trick: s.tricks.length + 1,
    at,
    made: move,
    better: better.type === 'play' || better.type === 'turn' ? better : { type: better.type },
    chance: [made.winRate, other.winRate],
    worth: [made.worth, other.worth],
    cost,
  };
}

/** The plays and decisions of `seat` that cost the most, at most `most`, in the order they were made. */
export function turningPoints(deal: Pick<PlayState, 'start' | 'actions'>, seat: Seat, most = 3): TurningPoint[] {
  const start = parseDealStart(deal.start);
  if (!start.ok) return [];
  let s = startDeal(start.value);
  const found: TurningPoint[] = [];
  deal.actions.forEach((a: Action, i) => {
    const point = s.toAct === seat ? weighed(s, a, i) : null;
    if (point) found.push(point);
    const next = apply(s, a);
    if (next.ok) s = next.value;
  });
  return found
    .sort((x, y) => y.cost - x.cost)
    .slice(0, most)
    .sort((x, y) => x.at - y.at);
}

/** The move `a`, made at `at`, weighed from its seat's view only (never the others' hands): a turning point, or null when it cost little. */
export function weighed(s: PlayState, a: Action, at: number): TurningPoint | null {
  const seat = s.toAct;
  const view = viewOf(s, seat);
  const random = randomFrom(`review-${at}`);
  if ((s.phase === 'turned' && (a.type === 'see' || a.type === 'run')) || (s.phase === 'march' && (a.type === 'go-on' || a.type === 'stop')))
    return decisionPoint(s, a, at, weighChoices(view, 'club', random));
  if (s.phase !== 'play' || (a.type !== 'play' && a.type !== 'turn') || s.hands[seat]!.length <= 1) return null;
  // Leading with a turn open: turning (or not) is a decision of its own, weighed first.
  const choices = weighChoices(view, 'club', random);
  const decision = choices.length ? decisionPoint(s, a, at, choices) : null;
  if (decision) return decision;
  const weights = advise(view, 'club', random);
  const best = weights[0]!;
  const played = weights.find((w) => w.card === a.card)!;
  const cost = best.worth - played.worth;
  if (best.card === a.card || cost < GAP * VARIANTS[s.start.variant].stakes.game) return null;
  return {
    trick: s.tricks.length + 1,
    at,
    made: { type: a.type, card: a.card },
    better: { type: 'play', card: best.card },
    chance: [played.winRate, best.winRate],
    worth: [played.worth, best.worth],
    cost,
    cards: weights,
  };
}
