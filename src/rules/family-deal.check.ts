/**
 * Tests only: a family deal played to its end by players who pick any legal action at random, every state on the way
 * checked for what must always hold (no card in two places or lost, a refusal changes nothing, a seat's choices are
 * the state's legal actions, a deal dealt again from a view gives the same view and keeps every hidden count).
 */
import type { FamilyCard } from './family-ids.ts';
import type { FamilyDealMachine, FamilyDealStart, FamilyDealState } from './family-deal.ts';

/** A small seeded generator of the tests' own (mulberry32), so that a failure can be replayed. */
export function testRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A pack in a random order, by the tests' own shuffle. */
export function testShuffle<T>(cards: readonly T[], random: () => number): T[] {
  const out = [...cards];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Every place a card can be in a state. */
export const places = (s: FamilyDealState<unknown, { type: string; seat: number }>): FamilyCard[] => [
  ...s.hands.flat(),
  ...s.stock,
  ...s.aside.flat(),
  ...s.table,
  ...s.tricks.flatMap((t) => t.cards),
  ...(s.trick?.cards ?? []),
];

export interface RandomDealChecks {
  /** check the views and their redeals at every this many steps (1: every step) */
  readonly viewEvery: number;
  /** actions a random player takes only one time in twenty when it has others (a concession, so most deals are played out) */
  readonly rare?: (action: { readonly type: string }) => boolean;
}

type AnyMachine = FamilyDealMachine<unknown, unknown, { type: string; seat: number }>;

/** Plays a deal at random from its start, checking every state on the way; throws on the first broken property. */
export function playRandomDeal<M extends AnyMachine>(
  machine: M,
  start: FamilyDealStart,
  random: () => number,
  pack: readonly FamilyCard[],
  checks: RandomDealChecks = { viewEvery: 1 },
): ReturnType<M['start']> {
  const whole = [...pack].sort().join();
  const fail = (why: string) => {
    throw new Error(`${start.game} ${start.seed}/${start.dealNo}: ${why}`);
  };
  let s = machine.start(start);
  for (let step = 0; ; step++) {
    if (step > 200) fail('the deal does not end');
    if ([...places(s)].sort().join() !== whole) fail(`a card is in two places, or lost: ${places(s).join()}`);
    const seat = machine.toAct(s);
    if (seat === null) break;
    const n = machine.seatCount(s);
    if (step % checks.viewEvery === 0) {
      // The acting seat's choices are the state's legal actions.
      const legal = machine.legalActions(s);
      if (JSON.stringify(machine.choices(machine.viewOf(s, seat))) !== JSON.stringify(legal)) fail('a view’s choices differ from the legal actions');
      // Dealt again from any seat's view: the same view, every hidden count kept, and no card in two places.
      const looker = Math.floor(random() * n);
      const v = machine.viewOf(s, looker);
      const again = machine.redeal(v, random);
      if (JSON.stringify(machine.viewOf(again, looker)) !== JSON.stringify(v)) fail(`a redeal from seat ${looker}’s view changed the view`);
      if ([...places(again)].sort().join() !== whole) fail('a redeal put a card in two places, or lost one');
      if (JSON.stringify(again.hands.map((h) => h.length)) !== JSON.stringify(s.hands.map((h) => h.length))) fail('a redeal changed a hand’s size');
      if (again.stock.length !== s.stock.length) fail('a redeal changed the stock’s size');
      // A card from another seat's hand, or any action of a seat not to act, is refused and changes nothing.
      const before = JSON.stringify(s);
      const other = s.hands[(seat + 1) % n]![0];
      if (other !== undefined && machine.apply(s, { type: 'play', seat, card: other }).ok) fail('a card not held was played');
      const wrong = legal[0] ? { ...legal[0], seat: (seat + 1) % n } : null;
      if (wrong && wrong.type === 'play' && machine.apply(s, wrong).ok) fail('a seat played out of turn');
      if (machine.apply(s, { type: 'shuffle', seat }).ok) fail('an unknown action was taken');
      if (JSON.stringify(s) !== before) fail('a refusal changed the state');
    }
    const legal = machine.legalActions(s);
    if (legal.length === 0) fail('a seat to act has nothing it may do');
    const common = checks.rare ? legal.filter((a) => !checks.rare!(a)) : legal;
    const actions = common.length > 0 && random() < 0.95 ? common : legal;
    const r = machine.apply(s, actions[Math.floor(random() * actions.length)]);
    if (!r.ok) fail(`a legal action was refused (${r.error.code})`);
    s = (r as { ok: true; value: typeof s }).value;
  }
  return s as ReturnType<M['start']>;
}
