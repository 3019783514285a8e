// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { islandCatalog } from '../../i18n/islands.ts';
import { createSpeaker } from '../../i18n/speaker.ts';
import { playLater } from '../../i18n/en/play-later.ts';
import { loadLater } from './later.svelte.ts';
import { randomFrom, type TableAct } from '../../rules/index.ts';
import { TABLE_GAMES } from '../../rules/table-games.ts';
import { speakerContext } from '../../ui/context.ts';
import { tableWords } from './table-kit.ts';
import TableReview from './TableReview.svelte';
import { pointWords } from './game-words.ts';
import type { GamePoint, LookBack } from '../../bots/protocol.ts';
import { gameStore } from './game-host.ts';
import type { GamePort } from './game-host.ts';

// The look back below a finished deal: each point's button is told apart by the point it shows, opens the look-through
// at that moment, and closing the look-through brings the same look back without weighing the deal again.
const { game } = TABLE_GAMES.karnoeffel;

/** A Karnöffel deal played to its end by legal moves, and two of seat 0's moves as points of the look back. */
function finished(): { state: unknown; points: GamePoint[] } {
  let s = game.start({ seats: 4, seed: 'review', dealNo: 0, dealer: 3 });
  const random = randomFrom('review');
  const points: GamePoint[] = [];
  while (game.toAct(s) !== null) {
    const choices = game.legalActions(s);
    const made = choices[Math.floor(random() * choices.length)]!;
    if (made.seat === 0 && choices.length > 1 && points.length < 2)
      points.push({ at: game.actionsOf(s).length, made, better: choices.find((c) => c !== made)!, worth: [-1, 0], margin: 0 });
    const next = game.apply(s, made);
    if (!next.ok) throw new Error(next.error.code);
    s = next.value;
  }
  return { state: s, points };
}

describe('the look back at a finished deal', () => {
  it('tells its buttons apart, shows the moment, and is weighed once however often the deal is looked through', async () => {
    const { state, points } = finished();
    expect(points).toHaveLength(2);
    let asked = 0;
    const port: GamePort<unknown, TableAct, unknown> = {
      decide: () => new Promise(() => {}),
      hint: () => Promise.resolve([]),
      review: () => (asked++, Promise.resolve(points)),
    };
    const table = gameStore('karnoeffel', TABLE_GAMES.karnoeffel.game, state, port);
    // The store holds the look back once it came, for the deal it is about.
    expect(table.points).toBeNull();
    // The table asks for it once the deal shown is over (here, as it opens), and holds it once it came.
    table.dispatch({ type: 'retry' });
    await new Promise((done) => setTimeout(done));
    expect(table.points).toEqual(points);
    // the table's words, and the later parts' (TableReview speaks with those, loaded with it)
    await loadLater('en');
    const sp = createSpeaker('en', { ...islandCatalog('en', ['game', 'play', 'units']), ...(await tableWords('en')), ...playLater });
    expect(sp.text('play.review.show')).toBe('Show me that moment');
    // the look back as the table draws it: each point in the game's words, its button opening the deal at that move
    const props = () => ({
      points: table.points,
      // (a component's generics are not inferred through render: the points are the table's GamePoints)
      said: (p: LookBack<unknown>) => pointWords(sp, table.game, table.model.state, table.model.you, 'point', p as GamePoint),
      show: (at: number) => {
        table.dispatch({ type: 'look-through' });
        table.dispatch({ type: 'step-to', at });
      },
    });
    const first = render(TableReview, { props: props(), context: speakerContext(sp) });
    const buttons = await first.findAllByRole('button', { name: sp.text('play.review.show') });
    expect(buttons).toHaveLength(2);
    const described = buttons.map((b) => first.container.querySelector(`#${b.getAttribute('aria-describedby')}`)!.textContent);
    expect(new Set(described).size).toBe(2);
    expect(described.every((d) => d && d.length > 20)).toBe(true);
    await fireEvent.click(buttons[1]!);
    expect(table.model.replay?.at).toBe(points[1]!.at);
    expect(table.points).toEqual(points);
    first.unmount();
    table.dispatch({ type: 'close-replay' });
    await new Promise((done) => setTimeout(done));
    const again = render(TableReview, { props: props(), context: speakerContext(sp) });
    expect(await again.findAllByRole('button', { name: sp.text('play.review.show') })).toHaveLength(2);
    expect(asked).toBe(1);
    // with a partner the moves cost the learner's side; alone (or sitting out at five), the learner
    expect(again.container.textContent).toContain(sp.text('play.review'));
    again.unmount();
    const alone = render(TableReview, { props: { ...props(), alone: true }, context: speakerContext(sp) });
    expect(alone.container.textContent).toContain(sp.text('tables.review.alone'));
    expect(alone.container.textContent).not.toMatch(/your side/);
    alone.unmount();
    const none = render(TableReview, { props: { ...props(), points: [], alone: true }, context: speakerContext(sp) });
    expect(none.container.textContent?.trim()).toBe(sp.text('tables.review.none.alone'));
  });
});
