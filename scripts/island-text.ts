/**
 * The sentences the islands put together, over seeded states, in one language: each table's questions, the coach's
 * hints and look back (its bots weighing, as at the table), the trick explorer's verdicts and reasons, the card-roles
 * tool, the deal walkthrough and the exam's questions and explanations. Pure and deterministic for a seed.
 *
 * The German style test (tests/content/island-style.test.ts) checks every one against the style sheet; the native
 * sample (scripts/native-sample.ts) draws from them. Node 24 runs it as it is (type stripping); so does vitest.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { weighPosition, decide } from '../src/bots/bot.ts';
import { turningPoints } from '../src/bots/coach.ts';
import { reviewGame, weighGame } from '../src/bots/seated-answer.ts';
import { decideSeated, SEATED } from '../src/bots/seated.ts';
import { exerciseFile } from '../src/content-data/exercise-schema.ts';
import { makeDrill } from '../src/features/course/drills.ts';
import { engineAnswer, type Answer } from '../src/features/course/exercises.ts';
import { questionWords as courseWords } from '../src/features/course/questions.ts';
import { walkLines } from '../src/features/course/walk-words.ts';
import { randomWalkthrough } from '../src/features/course/walkthrough.ts';
import { hintWords, reviewWords } from '../src/features/play/coach-words.ts';
import { dealOver } from '../src/features/play/deal-over.ts';
import { withSensible } from '../src/bots/sensible.ts';
import { askOf, hintWordsOf, pointWords, questionWords, seatWords, type TableUnit } from '../src/features/play/game-words.ts';
import { questionOf } from '../src/features/play/play-question.ts';
import { tableSpeaker } from '../src/features/play/table-speaker.ts';
import { familyText } from '../src/i18n/family-text.ts';
import type { Lang } from '../src/i18n/lang.ts';
import { pageSpeaker } from '../src/i18n/page.ts';
import type { Segment, Speaker } from '../src/i18n/speaker.ts';
import {
  apply,
  contextOf,
  describeCard,
  FAMILY,
  FAMILY_IDS,
  firstDealStart,
  packOf,
  randomFrom,
  resolveKnueffelnTrick,
  shuffled,
  startDeal,
  viewOf,
  VARIANT_IDS,
  VARIANTS,
  type PlayState,
  type Suit,
} from '../src/rules/index.ts';
import { anyTableGame, TABLE_GAMES } from '../src/rules/table-games.ts';

/** Where a sentence comes from, in the shares the native sample draws (german.md's second sample). */
export const SOURCES = ['question', 'hint', 'lookback', 'explorer', 'roles', 'walk', 'exam'] as const;
export type Source = (typeof SOURCES)[number];
export interface IslandSentence {
  readonly source: Source;
  /** the state it was said in: a game and seed, a variant, an exercise id */
  readonly where: string;
  readonly text: string;
  /** a row of figures under a hint (a card and what it brings), not a sentence: the style check reads it, the sample does not */
  readonly row?: boolean;
}

/** A speaker's segments as sentences, cards by their corners (♠B) as the page shows them. */
const sentencesOf = (sp: Speaker, segments: readonly Segment[]): string[] => splitSentences(sp.plain(segments)).filter((s) => /\p{L}/u.test(s));

/** A text cut into its sentences: after . ! or ? where the next one opens (a capital, a digit, a card, a quotation). */
export const splitSentences = (text: string): string[] =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=[„"(]?[\p{Lu}\d♠♥♦♣])/u);

interface Options {
  /** deals played at each table (default 2) */
  readonly deals?: number;
  /** tricks, cards, walkthroughs and exam questions drawn of each kind (default 12) */
  readonly draws?: number;
}

export function islandText(lang: Lang, { deals = 2, draws = 12 }: Options = {}): IslandSentence[] {
  const sp = pageSpeaker(lang);
  const out: IslandSentence[] = [];
  const add = (source: Source, where: string, segments: readonly Segment[], speaker: Speaker = sp, row = false) => {
    for (const text of row ? [speaker.plain(segments)] : sentencesOf(speaker, segments)) out.push({ source, where, text, ...(row ? { row } : {}) });
  };
  const timed = (name: string, f: () => void) => {
    const t0 = Date.now();
    f();
    if (process.env['ISLAND_TIMES']) console.log(name, Date.now() - t0, 'ms');
  };
  timed('explorer', () => explorer(sp, draws, add));
  timed('roles', () => roles(sp, draws, add));
  timed('walk', () => walk(sp, draws, add));
  timed('exam', () => exam(sp, draws, add));
  timed('four', () => fourTable(sp, deals, add));
  timed('other', () => otherTables(sp, deals, add));
  return out;
}

type Add = (source: Source, where: string, segments: readonly Segment[], speaker?: Speaker, row?: boolean) => void;

/** Four-player Knüffeln in each variant: the learner's questions and hints at every choice, the deal's end, the look back. */
function fourTable(sp: Speaker, deals: number, add: Add): void {
  const name = (seat: number) => sp.seatName(4, seat);
  for (const variant of VARIANT_IDS)
    for (let d = 0; d < deals; d++) {
      const where = `${variant}/${d}`;
      const random = randomFrom(`island-text/${where}`);
      let s: PlayState = startDeal(firstDealStart(variant, `island-text/${where}`));
      for (let moves = 0; !s.result && moves < 200; moves++) {
        const v = viewOf(s, s.toAct);
        if (s.toAct === 0) {
          for (const q of questionOf(sp, v, true, false)) add('question', where, q);
          const { cards, choices } = weighPosition(v, 'gentle', random);
          const hint = hintWords(sp, v, { cards, choices }, [], name);
          for (const h of hint.sentences) add('hint', where, h);
          for (const h of hint.numbers) add('hint', where, h, sp, true);
        }
        const r = apply(s, decide(v, 'gentle', random));
        if (!r.ok) break;
        s = r.value;
      }
      for (const line of dealOver(sp, s, null)) add('question', where, line);
      for (const p of turningPoints(s, 0)) for (const line of reviewWords(sp, s, p, name)) add('lookback', where, line);
    }
}

/** Every other game of the table: the questions the learner is asked, the coach's hint there, and the look back. */
function otherTables(base: Speaker, deals: number, add: Add): void {
  for (const id of Object.keys(TABLE_GAMES) as (keyof typeof TABLE_GAMES)[]) {
    const entry = anyTableGame(id);
    const m = entry.game;
    const sp = tableSpeaker(base, () => entry.style);
    const unit: TableUnit = entry.unit;
    for (const seats of m.tables)
      for (let d = 0; d < deals; d++) {
        const where = `${id}/${seats}/${d}`;
        let s = m.start(m.first(seats, `island-text/${where}`));
        const random = randomFrom(`island-text/${where}`);
        for (let moves = 0; m.toAct(s) !== null && moves < 300; moves++) {
          const seat = m.toAct(s)!;
          const view = m.viewOf(s, seat);
          const choices = m.choices(view);
          if (seat === 0 && choices.length > 1) {
            const table = m.table(view);
            const ask = askOf(view, choices);
            add('question', where, questionWords(sp, ask, { table, choices, unit, seatName: (n) => seatWords(sp, m, table, n) }), sp);
            const weights = weighGame({ game: id, seat, view, strength: 'gentle', seed: `${where}/${moves}` });
            const hint = hintWordsOf(sp, unit, weights, ask, { game: id, view, table, seatName: (n) => seatWords(sp, m, table, n) });
            for (const h of hint?.sentences ?? []) add('hint', where, h, sp);
            for (const h of hint?.numbers ?? []) add('hint', where, h, sp, true);
          }
          const r = m.apply(s, decideSeated(withSensible(id, m), view, seat, random, SEATED.gentle));
          if (!r.ok) break;
          s = r.value;
        }
        for (const p of reviewGame({ game: id, seat: 0, state: s, seed: where })) add('lookback', where, pointWords(sp, m, s, 0, unit, p), sp);
      }
  }
}

/** A random trick of each Knüffeln variant and family game, its verdict and every card's reason, as the explorer says them. */
function explorer(sp: Speaker, draws: number, add: Add): void {
  const rand = randomFrom('island-text/explorer');
  const pick = (n: number) => Math.floor(rand() * n);
  for (let i = 0; i < draws; i++)
    for (const variant of VARIANT_IDS) {
      const suits: Suit[] = ['C', 'S', 'H', 'D'];
      const first = suits.splice(pick(4), 1)[0]!;
      const chosen = [first, suits[pick(3)]!] as [Suit, Suit];
      const players = i % 3 === 2 && VARIANTS[variant].players.includes(5) ? 5 : 4;
      const cards = shuffled(packOf(VARIANTS[variant]), rand).slice(0, players - (i % 2));
      const r = resolveKnueffelnTrick({ variant, chosen, cards });
      if (!r.ok) continue;
      const ctx = contextOf(VARIANTS[variant], chosen);
      const where = `${variant}/${cards.join('-')}`;
      const winner = r.value.winner;
      const seat = players === 5 ? sp.seatName(5, winner) : sp.seatName(4, winner);
      const side = sp.text(players === 5 ? (winner === 0 ? 'side.dealer' : 'side.defenders') : winner % 2 ? 'side.ew' : 'side.ns');
      add('explorer', where, sp.t(cards.length < players ? 'ex.sofar' : 'ex.verdict', { card: [{ card: cards[winner]! }], seat, side }));
      r.value.steps.forEach((_, k) => add('explorer', where, sp.stepText(ctx, r.value.steps, k)));
    }
  for (const id of FAMILY_IDS) {
    const game = FAMILY[id];
    const words = familyText(sp, game);
    for (let i = 0; i < Math.ceil(draws / 2); i++) {
      const suits: Suit[] = shuffled(['C', 'S', 'H', 'D'] as Suit[], rand);
      const players = game.players[i % game.players.length]!;
      const cards = shuffled(game.pack, rand).slice(0, players - (i % 2));
      const r = game.resolve({ chosen: suits.slice(0, game.chosenCount).join(''), cards: cards.join(' ') });
      if (!r.ok) continue;
      r.value.steps.forEach((_, k) => add('explorer', `${id}/${cards.join('-')}`, words.stepText(r.value, k)));
    }
  }
}

/** The card-roles tool's four lines for random cards of random deals. */
function roles(sp: Speaker, draws: number, add: Add): void {
  const rand = randomFrom('island-text/roles');
  const pick = (n: number) => Math.floor(rand() * n);
  const pack = packOf(VARIANTS.bohmstedt);
  for (let i = 0; i < draws * 2; i++) {
    const suits: Suit[] = ['C', 'S', 'H', 'D'];
    const chosen = [suits.splice(pick(4), 1)[0]!, suits[pick(3)]!] as [Suit, Suit];
    const ctx = contextOf(VARIANTS.bohmstedt, chosen);
    const code = pack[pick(pack.length)]!;
    const about = describeCard(ctx, code);
    const card = [{ card: code }];
    const g = about.facts.guard;
    const where = `bohmstedt/${chosen.join('')}/${code}`;
    add('roles', where, sp.t('roles.is', { card, role: sp.roleText(about.facts.role, ctx.variant) }));
    add('roles', where, g.kind === 'led' ? sp.t('roles.led', { card, falls: sp.alternatives(ctx, g) }) : sp.guardText(ctx, g));
    add('roles', where, sp.t('roles.beaten', { card, count: about.beatenBy.length }));
    add('roles', where, sp.t(about.beats.length ? 'roles.beats' : 'roles.beats.none', { card, count: about.beats.length }));
  }
}

/** Every step of seeded walkthroughs in each variant, four and five players. */
function walk(sp: Speaker, draws: number, add: Add): void {
  const rand = randomFrom('island-text/walk');
  const pick = (n: number) => Math.floor(rand() * n);
  for (let i = 0; i < draws; i++) {
    const variant = VARIANT_IDS[i % VARIANT_IDS.length]!;
    const players = i % 4 === 3 && VARIANTS[variant].players.includes(5) ? 5 : 4;
    const w = randomWalkthrough(variant, players, pick, i % 2 === 0);
    const seatName = (n: number) => (players === 5 ? sp.seatName(5, n + 1) : sp.seatName(4, n));
    for (let step = 0; step < 4; step++) for (const line of walkLines(sp, w, step, seatName)) add('walk', `${variant}/${players}/${i}`, line);
  }
}

/** The exam's questions as the course asks them: lesson exercises and drills, with the explanation of a right and a wrong answer. */
function exam(sp: Speaker, draws: number, add: Add): void {
  const { toQuestion } = courseWords(sp);
  const root = 'content/lessons';
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json') && !f.includes('course'));
  const exercises = files.flatMap((f) => {
    const parsed = exerciseFile.safeParse(JSON.parse(readFileSync(join(root, f), 'utf8')));
    return parsed.success ? parsed.data.exercises : [];
  });
  const rand = randomFrom('island-text/exam');
  const pick = (n: number) => Math.floor(rand() * n);
  const drawn = [
    ...Array.from({ length: draws * 2 }, () => exercises[pick(exercises.length)]!),
    ...Array.from({ length: draws }, (_, i) => makeDrill(i % 2 ? 'winner' : 'roles', 1 + (i % 4), pick, i)),
  ];
  for (const ex of drawn) {
    const q = toQuestion(ex);
    const right = engineAnswer(ex);
    const wrong: Answer | undefined = q.choices.map((c) => c.value).find((v) => JSON.stringify(v) !== JSON.stringify(right));
    add('exam', ex.id, q.prompt);
    add('exam', ex.id, q.explain(right));
    if (wrong !== undefined) add('exam', ex.id, q.explain(wrong));
  }
}
