import { describe, expect, it } from 'vitest';
import { decideSeated, SEATED } from '../../bots/seated.ts';
import { deal, TOY, type Toy, type ToyAction } from '../../bots/toy-game.fixture.ts';
import { randomFrom, type FamilyCard, type TableAct, type TableGame, type TableView } from '../../rules/index.ts';
import { makeGameLink, readGameLink, replayed } from './game-link.ts';
import { PAUSE } from './bot-pace.ts';
import { initialTable, isObvious, isOver, sessionTotal, stepTable, type TableEvent, type TableModel, type TableStepped } from './table-model.ts';
import { gameHost } from './game-host.ts';
import { keptBefore } from './table-keep.ts';

// Each helper is generic in the game's state, actions and views, as the table is: a test cannot mix two games' deals.
type GameModel<S = Toy, A extends TableAct = ToyAction> = TableModel<S, A>;
type GameStepped = TableStepped<Toy, ToyAction>;
const initialGame = <S, A extends TableAct = ToyAction>(id: string, state: S): GameModel<S, A> => initialTable(id, state);
const stepGame = <S, A extends TableAct, V>(g: TableGame<S, A, V>, m: GameModel<S, A>, e: TableEvent<S, A>) => stepTable(gameHost(m.id, g), m, e);
const seats = <S, A extends TableAct, V>(g: TableGame<S, A, V>, m: GameModel<S, A>, of: (v: TableView) => readonly FamilyCard[]) =>
  isOver(gameHost(m.id, g), m) ? Array.from({ length: g.seatCount(m.state) }, (_, seat) => of(g.table(g.viewOf(m.state, seat)))) : null;
const openHands = <S, A extends TableAct, V>(g: TableGame<S, A, V>, m: GameModel<S, A>) => seats(g, m, (v) => v.hand);
const laidAside = <S, A extends TableAct, V>(g: TableGame<S, A, V>, m: GameModel<S, A>) => {
  const aside = seats(g, m, (v) => v.aside ?? []);
  return aside?.some((a) => a.length) ? aside : null;
};

// The Play table's model for every game, driven with plain data over a toy game (the real games' deals are tested in
// src/rules; here the table: whose turn, the bots asked from their views, the session, the link, the look through).
const game = TOY;

/** Carries out the effects as the store would, the bots answering at once from their views; the learner plays its first choice. */
function drive(m: GameModel, learner = true): GameModel {
  for (let i = 0; i < 200; i++) {
    const seat = game.toAct(m.state);
    if (seat === null) return m;
    let stepped: GameStepped;
    if (seat === m.you) {
      if (!learner) return m;
      stepped = stepGame(game, m, { type: 'act', action: game.legalActions(m.state)[0]! });
    } else {
      const asked = stepGame(game, m, { type: 'go' });
      const effect = asked.effects[0];
      expect(effect?.type).toBe('decide');
      if (effect?.type !== 'decide') return m;
      // The bot asked is the seat to act, and it decides from its own view, never the state's hidden cards.
      expect(effect.seat).toBe(seat);
      const view = game.viewOf(effect.state, seat);
      const action = decideSeated(game, view, seat, randomFrom(effect.seed), SEATED.gentle);
      stepped = stepGame(game, asked.model, { type: 'decided', state: effect.state, action });
    }
    m = stepped.model;
  }
  throw new Error('the deal did not end');
}

describe('the table for every game', () => {
  it('replays a deal by the rules from its start: one state per move, stopping at a move the rules refuse', () => {
    const m = drive(initialGame('toy', TOY.start({ seats: 4, seed: 'r1', dealNo: 0, dealer: 0 })));
    const moves = game.actionsOf(m.state);
    const states = replayed(game, m.state, moves);
    expect(states).toHaveLength(moves.length + 1);
    expect(game.actionsOf(states[0]!)).toEqual([]);
    expect(states.at(-1)).toEqual(m.state);
    // a move no seat could make there ends the replay before it
    const bad = [...moves.slice(0, 2), { ...moves[2]!, seat: (moves[2]!.seat + 1) % 4 }, ...moves.slice(3)];
    expect(replayed(game, m.state, bad)).toHaveLength(3);
  });

  it('plays a whole deal: the learner acts on their turn, the bots on theirs, and the finished deal joins the session', () => {
    const m = drive(initialGame('toy', TOY.start({ seats: 4, seed: 's1', dealNo: 0, dealer: 3 })));
    expect(game.result(m.state)).not.toBeNull();
    expect(m.finished).toHaveLength(1);
    expect(m.finished[0]!.paid).toEqual(game.paid(m.state));
    expect(sessionTotal(m)).toBe(game.paid(m.state)[0]);
    const next = stepGame(game, m, { type: 'next-deal' }).model;
    expect(game.startOf(next.state)).toEqual({ seats: 4, seed: 's1', dealNo: 1, dealer: 0 });
    expect(next.finished).toHaveLength(1);
  });

  it('ignores a move out of turn and an answer for a deal that has moved on', () => {
    const m = initialGame('toy', deal('s2'));
    const bots = { ...m, you: 1 };
    expect(stepGame(game, bots, { type: 'act', action: game.legalActions(m.state)[0]! }).model).toBe(bots);
    const stale = stepGame(game, m, { type: 'decided', state: deal('other'), action: game.legalActions(m.state)[0]! });
    expect(stale.model).toEqual(m);
  });

  it('shows no other hand while a deal is played, every hand once it is over', () => {
    const m = initialGame('toy', deal('s3'));
    expect(openHands(game, m)).toBeNull();
    const half = drive(m);
    expect(openHands(game, half)).toHaveLength(4);
  });

  it('looks a deal through move by move, and plays on from a move with the later ones dropped', () => {
    const m = drive(initialGame('toy', deal('s4')));
    const moves = game.actionsOf(m.state).length;
    let r = stepGame(game, m, { type: 'look-through' }).model;
    expect(r.replay).toMatchObject({ moves: game.actionsOf(m.state), at: 0, finished: true });
    r = stepGame(game, r, { type: 'step-to', at: 5 }).model;
    expect(game.actionsOf(r.state)).toHaveLength(5);
    r = stepGame(game, r, { type: 'step-to', at: 99 }).model;
    expect(r.replay!.at).toBe(moves);
    r = stepGame(game, stepGame(game, r, { type: 'step-to', at: 3 }).model, { type: 'take-over' }).model;
    expect(r.replay).toBeNull();
    expect(game.actionsOf(r.state)).toHaveLength(3);
  });

  it('takes back the tab’s kept deals of this session (this game, this seed, dealt before), and no others', () => {
    const first = drive(initialGame('toy', deal('keep')));
    const second = drive(stepGame(game, first, { type: 'next-deal' }).model);
    expect(second.finished).toHaveLength(2);
    // A reload of the third deal: a fresh model of it takes back both deals, once each, and not another session's.
    const third = stepGame(game, second, { type: 'next-deal' }).model;
    const other = drive(initialGame('toy', deal('other')));
    const fresh = initialGame('toy', third.state);
    const kept = [...second.finished, ...second.finished, ...other.finished];
    const host = gameHost('toy', game);
    const resumed = stepGame(game, fresh, { type: 'kept', finished: keptBefore(kept, host, third.state) }).model;
    expect(resumed.finished).toEqual(second.finished);
    expect(sessionTotal(resumed)).toBe(sessionTotal(second));
    // Opened at the first deal again, only what came before it: nothing.
    expect(keptBefore(second.finished, host, deal('keep'))).toEqual([]);
    // Reloaded at the second deal, finished: both deals, the open one too, as it was kept; not a deal 1 played otherwise.
    expect(keptBefore(second.finished, host, second.state)).toEqual(second.finished);
    expect(keptBefore(second.finished, { ...host, link: (s) => `${host.link(s)}&other` }, second.state)).toEqual(second.finished.slice(0, 1));
    // another game's deals of the same seed are not this session's
    expect(keptBefore(second.finished, gameHost('karnoeffel', game), second.state)).toEqual([]);
  });

  it('closes a look-through back to the deal as it stands, every move kept', () => {
    const m = drive(initialGame('toy', deal('s5')));
    const r = stepGame(game, stepGame(game, stepGame(game, m, { type: 'look-through' }).model, { type: 'step-to', at: 2 }).model, {
      type: 'close-replay',
    }).model;
    expect(r.replay).toBeNull();
    // the very deal it left (the look-through keeps it whole, so nothing is replayed to get it back)
    expect(r.state).toBe(m.state);
    expect(stepGame(game, r, { type: 'close-replay' }).model).toBe(r);
  });
});

describe('the deal link for every game', () => {
  it('brings a deal back move for move, half played or finished', () => {
    for (const seed of ['l1', 'l2']) {
      const full = drive(initialGame('toy', deal(seed)));
      for (const k of [0, 7, game.actionsOf(full.state).length]) {
        let s = TOY.start(full.state.start);
        for (const a of game.actionsOf(full.state).slice(0, k)) {
          const next = game.apply(s, a);
          if (!next.ok) throw new Error('refused');
          s = next.value;
        }
        const read = readGameLink('toy', game, makeGameLink('toy', game, s));
        expect(read.ok && read.value).toEqual(s);
      }
    }
  });

  it('names what is wrong with a link: no such game, a start it cannot deal, a move the rules do not allow (with the deal up to it)', () => {
    const link = makeGameLink('toy', game, drive(initialGame('toy', deal('l3'))).state);
    expect(readGameLink('toy', game, link.replace('game=toy', 'game=skat'))).toEqual({ ok: false, error: { code: 'unknown-game' } });
    expect(readGameLink('toy', game, link.replace('dealer=3', 'dealer=9'))).toMatchObject({ ok: false, error: { code: 'bad-start' } });
    expect(readGameLink('toy', game, link.replace('seed=l3', 'seed='))).toMatchObject({ ok: false, error: { code: 'bad-start' } });
    const bad = readGameLink('toy', game, link.replace(/moves=(\w{4})\w/, 'moves=$1z'));
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-move', at: 5 } });
    if (!bad.ok) expect(game.actionsOf(bad.error.state!)).toHaveLength(4);
    expect(readGameLink('toy', game, '?game=toy&seats=4&seed=x&deal=0&dealer=3&moves=<script>')).toMatchObject({
      ok: false,
      error: { code: 'bad-move', at: 1 },
    });
  });
});

describe('what was hidden, face up once the deal is over (bots.md finding 7)', () => {
  it('the cards each seat laid aside: none while the deal is played, every seat’s once it is over and in its look-through', async () => {
    const { TABLE_GAMES } = await import('../../rules/table-games.ts');
    const kaiser = TABLE_GAMES.kaiserspiel.game;
    let s = kaiser.start({ seats: 4, seed: 'aside', dealNo: 0, dealer: 0 });
    const random = randomFrom('aside');
    let m = initialGame<unknown, TableAct>('kaiserspiel', s);
    while (kaiser.toAct(s) !== null) {
      expect(laidAside(kaiser, m)).toBeNull();
      // (never folding: a deal folded before the discard has nothing laid aside)
      const choices = kaiser.legalActions(s).filter((a) => a.type !== 'fold');
      const next = kaiser.apply(s, choices[Math.floor(random() * choices.length)]!);
      if (!next.ok) throw new Error(next.error.code);
      m = { ...m, state: (s = next.value) };
    }
    const aside = laidAside(kaiser, m)!;
    // At four each seat laid two aside (kaiserjass: The Deal), each its own, none of them played.
    expect(aside.map((a) => a.length)).toEqual([2, 2, 2, 2]);
    const played = new Set(kaiser.table(kaiser.viewOf(s, 0)).tricks.flatMap((t) => t.cards.map((c) => c.card)));
    expect(aside.flat().some((c) => played.has(c))).toBe(false);
    const through = stepGame(kaiser, m, { type: 'look-through' }).model;
    // Looked through to its end, the same; at its start, the cards not yet laid aside are in the hands shown face up.
    expect(laidAside(kaiser, stepGame(kaiser, through, { type: 'step-to', at: kaiser.actionsOf(s).length }).model)).toEqual(aside);
    const early = stepGame(kaiser, through, { type: 'step-to', at: kaiser.actionsOf(s).findIndex((a) => a.type === 'discard') }).model;
    expect(laidAside(kaiser, early)).toBeNull();
    expect(openHands(kaiser, early)!.flat()).toEqual(expect.arrayContaining(aside.flat()));
  });
});

describe('the bots’ pauses, by the one rule of both tables (bot-pace.ts)', () => {
  it('a trick just taken is left to be seen, a move with no choice is quick, else a think of its own length, the same again for the same deal', async () => {
    const { anyTableGame } = await import('../../rules/table-games.ts');
    const k = anyTableGame('karnoeffel').game;
    let m = initialGame<unknown, TableAct>('karnoeffel', k.start({ seats: 4, seed: 'pace', dealNo: 0, dealer: 1 }));
    const random = randomFrom('pace');
    const kinds = new Set<string>();
    for (let i = 0; i < 200 && k.toAct(m.state) !== null; i++) {
      const seat = k.toAct(m.state)!;
      const play = () => k.plain!(m.state, random);
      if (seat === m.you) {
        m = stepGame(k, m, { type: 'act', action: play() }).model;
        continue;
      }
      const asked = stepGame(k, m, { type: 'go' });
      const effect = asked.effects[0]!;
      if (effect.type !== 'decide') throw new Error('no bot asked');
      expect(stepGame(k, m, { type: 'go' }).effects[0]).toEqual(effect);
      const view = k.table(k.viewOf(m.state, seat));
      if (view.trick === null && view.tricks.length > 0) expect(effect.pause, 'after a trick').toBe((kinds.add('trick'), PAUSE.afterTrick));
      else if (isObvious(k.legalActions(m.state))) expect(effect.pause, 'no choice').toBe((kinds.add('obvious'), PAUSE.obvious));
      else {
        kinds.add('think');
        expect(effect.pause).toBeGreaterThanOrEqual(PAUSE.think);
        expect(effect.pause).toBeLessThan(PAUSE.think + PAUSE.spread);
      }
      m = stepGame(k, asked.model, { type: 'decided', state: effect.state, action: play() }).model;
    }
    expect([...kinds].sort()).toEqual(['obvious', 'think', 'trick']);
  });
});
