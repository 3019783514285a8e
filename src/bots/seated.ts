/**
 * One bot for every game dealt by a `SeatedMachine` (the family's games, Knüffeln for five): it decides from a seat's
 * view alone. Each choice is weighed by the samples: the hidden cards are dealt again (`redeal`), the choice is made,
 * and the deal is played out to its end; a choice is worth the mean of what the deal then pays the seat in the game's
 * own stakes. The same method as the Knüffeln bots (bot.ts), without their game-specific shortcuts.
 */
import type { DealRules, SeatedMachine } from '../rules/index.ts';
import { pairedMargin } from './spread.ts';

/** What the bot asks of a machine, whatever its start, state, action, outcome and view. */
export type AnyMachine<State, Action, View> = Omit<SeatedMachine<DealRules, unknown, State, Action, unknown, View>, 'rules' | 'parseStart' | 'start'>;

/**
 * How often the family bots' playouts make a random move: never. Against the sensible player of the bench (100 deals a
 * table, stop 64) a twentieth made no difference and a sixth lost at every table but Karnöffel.
 */
const LOOSE = 0;

export interface SeatedSettings {
  /** playouts per decision (of a deal of twenty moves; fewer when more are left), shared among the choices (each gets at least `least` worlds) */
  readonly playouts: number;
  readonly least: number;
  /** how often a playout's move is a random one rather than the plain player's (absent: a quarter) */
  readonly loose?: number;
  /** a question (a call, an answer, cards to lay aside, an exchange) gives each choice half the budget, as it decides more */
  readonly deep?: boolean;
}

/**
 * The family tables' bots. Their playouts were a quarter random, and they pictured every raise folded one time in eight
 * (bots.md finding 2); the plain player now plays as a sensible player does, and a question is weighed deeper.
 */
export const SEATED: Readonly<Record<'gentle' | 'club' | 'strong', SeatedSettings>> = {
  gentle: { playouts: 24, least: 2, loose: LOOSE, deep: true },
  club: { playouts: 100, least: 4, loose: LOOSE, deep: true },
  strong: { playouts: 300, least: 12, loose: LOOSE, deep: true },
};

/**
 * The coach's weighing, for the hint and the look back alike: the club bot's way over more samples, enough for the
 * weighing's margin to tell a costly move from the luck of the cards at most choices (a hint takes a few tenths of a
 * second; the look back weighs each of the learner's moves once).
 */
export const COACH: SeatedSettings = { playouts: 400, least: 16, loose: LOOSE, deep: true };

/**
 * A choice and what it is worth to the seat: the mean of what the deal pays it over the samples, how often it then ends
 * ahead, and how far the weighing may be off about it against the best choice (the 95 % margin of their difference
 * over the same samples; 0 for the best).
 */
export interface SeatedWeight<Action> {
  readonly action: Action;
  readonly worth: number;
  readonly ahead: number;
  readonly margin: number;
}

/** Plays a deal out to its end, every seat playing as the game's plain player (or at random); what each seat was paid. */
export function playOut<S, A, V>(m: AnyMachine<S, A, V>, state: S, random: () => number, loose = 0.25): readonly number[] {
  let s = state;
  for (let moves = 0; moves < 1000; moves++) {
    const seat = m.toAct(s);
    if (seat === null) return m.paid(s);
    const choices = m.legalActions(s);
    const next = m.apply(s, pick(m, s, choices, random, loose));
    if (!next.ok) break;
    s = next.value;
  }
  throw new Error('a playout did not end');
}

/** A move in a playout: mostly the game's plain player's, now and then any legal move. */
function pick<S, A, V>(m: AnyMachine<S, A, V>, s: S, choices: readonly A[], random: () => number, loose: number): A {
  if (m.plain && random() >= loose) return m.plain(s, random);
  return choices[Math.floor(random() * choices.length)]!;
}

/** A playout's length the budget counts in: a deal of five tricks of four, from its first card. */
const MOVES = 20;

/** How many moves a plain playout from here takes. */
function movesLeft<S, A, V>(m: AnyMachine<S, A, V>, state: S, random: () => number, loose: number): number {
  let s = state;
  let moves = 0;
  for (; m.toAct(s) !== null && moves < 1000; moves++) {
    const choices = m.legalActions(s);
    const next = m.apply(s, pick(m, s, choices, random, loose));
    if (!next.ok) break;
    s = next.value;
  }
  return moves;
}

/**
 * Every choice a sensible player weighs (the game's `sensible`; `also`, a choice made that is to be weighed beside them),
 * over the same sampled worlds, best first (ties keep the machine's order). A card to lay shares the budget among the
 * cards; a question (a call, an answer, cards to lay aside, an exchange) gives each choice half of it, as it decides more.
 */
export function weighSeated<S, A, V>(
  m: AnyMachine<S, A, V>,
  view: V,
  seat: number,
  random: () => number,
  settings: SeatedSettings,
  also?: A,
): SeatedWeight<A>[] {
  const all = m.choices(view);
  const sensible = m.sensible ? m.sensible(view, all) : all;
  const made = also === undefined ? undefined : all.find((a) => JSON.stringify(a) === JSON.stringify(also));
  const choices = made === undefined || sensible.includes(made) ? sensible : [...sensible, made];
  const worth = choices.map(() => 0);
  const ahead = choices.map(() => 0);
  if (choices.length < 2) return choices.map((action) => ({ action, worth: 0, ahead: 0, margin: 0 }));
  // The budget is in moves: a playout of a long deal (nine tricks of five) costs more than one of five tricks of four.
  const first = m.redeal(view, random);
  const loose = settings.loose ?? 0.25;
  const moves = Math.max(MOVES, movesLeft(m, first, random, loose));
  const asked = settings.deep === true && !choices.some((a) => (a as { type?: string }).type === 'play');
  const samples = Math.max(settings.least, Math.ceil((settings.playouts * MOVES) / ((asked ? 2 : choices.length) * moves)));
  // What each choice came to in each sample, for the margins.
  const values: number[][] = choices.map(() => []);
  for (let k = 0; k < samples; k++) {
    const world = k === 0 ? first : m.redeal(view, random);
    choices.forEach((a, i) => {
      const next = m.apply(world, a);
      if (!next.ok) return void values[i]!.push(0);
      const paid = playOut(m, next.value, random, loose)[seat] ?? 0;
      values[i]!.push(paid);
      worth[i]! += paid / samples;
      if (paid > 0) ahead[i]! += 1 / samples;
    });
  }
  const order = choices.map((action, i) => ({ action, worth: worth[i]!, ahead: ahead[i]!, i })).sort((a, b) => b.worth - a.worth || a.i - b.i);
  const best = order[0]!.i;
  return order.map(({ action, worth: w, ahead: h, i }) => ({ action, worth: w, ahead: h, margin: i === best ? 0 : pairedMargin(values[i]!, values[best]!) }));
}

/** The seat's choice from its view: the best weighed, or its only choice. */
export function decideSeated<S, A, V>(m: AnyMachine<S, A, V>, view: V, seat: number, random: () => number, settings: SeatedSettings): A {
  const weighed = weighSeated(m, view, seat, random, settings);
  const best = weighed[0];
  if (!best) throw new Error('no choice to make');
  return best.action;
}
