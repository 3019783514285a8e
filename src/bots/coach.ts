/** The coach's look back at a finished deal: the plays of one seat that cost the most, by the club bot's weighing. */
import { apply, parseDealStart, randomFrom, startDeal, VARIANTS, viewOf, type Action, type PlayState, type Seat, type TurningPoint } from '../rules/index.ts';
import { advise } from './bot.ts';

/** A play that cost this many games or more, by the samples, is a turning point (4 cents at Bohmstedt). */
const GAP = 0.4;

/** The plays of `seat` that lost the most chance of winning, at most `most`, in the order they were made. */
export function turningPoints(deal: Pick<PlayState, 'start' | 'actions'>, seat: Seat, most = 3): TurningPoint[] {
  const start = parseDealStart(deal.start);
  if (!start.ok) return [];
  let s = startDeal(start.value);
  const found: (TurningPoint & { gap: number })[] = [];
  deal.actions.forEach((a: Action, i) => {
    if (s.phase === 'play' && s.toAct === seat && (a.type === 'play' || a.type === 'turn') && s.hands[seat]!.length > 1) {
      const weights = advise(viewOf(s, seat), 'club', randomFrom(`review-${i}`));
      const best = weights[0]!;
      const played = weights.find((w) => w.card === a.card)!;
      const cost = best.worth - played.worth;
      const game = VARIANTS[s.start.variant].stakes.game;
      if (best.card !== a.card && cost >= GAP * game)
        found.push({ trick: s.tricks.length + 1, played: a.card, better: best.card, chance: [played.winRate, best.winRate], cost, gap: cost });
    }
    const next = apply(s, a);
    if (next.ok) s = next.value;
  });
  return found
    .sort((x, y) => y.gap - x.gap)
    .slice(0, most)
    .sort((x, y) => x.trick - y.trick)
    .map(({ gap: _, ...point }) => point);
}
