import {
  contextOf,
  dealCards,
  exchangeOptions,
  factsFor,
  packOf,
  rankOf,
  resolveKnueffelnTrick,
  settle,
  suitOf,
  turnUpChosenSuits,
  VARIANTS,
  type CardCode,
  type Exchange,
  type ExchangeNote,
  type RulingId,
} from '../../rules/index.ts';
import type { Exercise } from '../../content-data/exercise-schema.ts';

/** A learner's answer: a role kind, a card, a suit pair like HS, yes or no, an amount, or the cards that win. */
export type Answer = string | boolean | number | readonly CardCode[];

/** The rules module's answer to an exercise: what a learner must give to be right. */
export function engineAnswer(ex: Exercise): Answer {
  switch (ex.kind) {
    case 'role':
      return factsFor(contextOf(VARIANTS[ex.variant], ex.chosen), ex.card).role.kind;
    case 'winner': {
      const r = resolveKnueffelnTrick({ variant: ex.variant, chosen: ex.chosen, cards: ex.cards });
      return r.ok ? ex.cards[r.value.winner]! : r.error.code;
    }
    case 'beats': {
      const r = resolveKnueffelnTrick({ variant: ex.variant, chosen: ex.chosen, cards: [ex.led, ex.card] });
      return r.ok ? r.value.winner === 1 : r.error.code;
    }
    case 'play':
      return ex.hand.filter((c) => {
        const r = resolveKnueffelnTrick({ variant: ex.variant, chosen: ex.chosen, cards: [...ex.cards, c] });
        return r.ok && r.value.winner === ex.cards.length;
      });
    case 'turn-ups': {
      const r = turnUpChosenSuits(VARIANTS[ex.variant], ex.turned);
      if (!r.ok) return r.error.code;
      return r.value.kind === 'throw-in' ? 'throw-in' : r.value.chosen.join('');
    }
    case 'ten': {
      const r = turnUpChosenSuits(VARIANTS[ex.variant], ex.turned);
      if (!r.ok || r.value.kind !== 'chosen') return false;
      const i = r.value.chosen.indexOf(suitOf(ex.give));
      return i >= 0 && rankOf(ex.give) === VARIANTS[ex.variant].exchangeRank && r.value.kept[i]!.includes(ex.take);
    }
    case 'ole': {
      const found = oleOffer(ex);
      return typeof found === 'string' ? found : found.kind === 'ole' ? found.via : 'nobody';
    }
    case 'stakes': {
      const r = settle({ variant: ex.variant, outcome: ex.outcome, acceptedTurns: ex.turns, players: ex.players });
      return r.ok ? r.value.amount : r.error.code;
    }
  }
}

/** Is a given answer right? A `play` answer is right if it is any of the winning cards. */
export function isRight(ex: Exercise, given: Answer): boolean {
  const right = engineAnswer(ex);
  if (ex.kind === 'play') return (right as readonly CardCode[]).includes(given as CardCode);
  return right === given;
}

/** Does the author's stated answer agree with the engine? */
export function statedAnswerHolds(ex: Exercise): boolean {
  const right = engineAnswer(ex);
  if (ex.kind === 'play') {
    const r = right as readonly CardCode[];
    return r.length === ex.answer.length && r.every((c) => ex.answer.includes(c));
  }
  return right === ex.answer;
}

/** The rulings behind an exercise's right answer, where the sources are silent or disagree. */
export function exerciseRulings(ex: Exercise): RulingId[] {
  const ids: (RulingId | null)[] = [];
  switch (ex.kind) {
    case 'winner':
    case 'beats':
    case 'play': {
      // For a hand to play from, the tricks its winning cards make.
      const tricks =
        ex.kind === 'play' ? (engineAnswer(ex) as readonly CardCode[]).map((c) => [...ex.cards, c]) : [ex.kind === 'beats' ? [ex.led, ex.card] : ex.cards];
      for (const cards of tricks) {
        const r = resolveKnueffelnTrick({ variant: ex.variant, chosen: ex.chosen, cards });
        if (r.ok) ids.push(...r.value.steps.map((s) => s.ruling));
      }
      break;
    }
    case 'turn-ups':
    case 'ten': {
      const r = turnUpChosenSuits(VARIANTS[ex.variant], ex.turned);
      if (r.ok && r.value.kind === 'chosen') {
        ids.push(...r.value.rulings);
        if (ex.kind === 'ten' && engineAnswer(ex) === true && factsFor(contextOf(VARIANTS[ex.variant], r.value.chosen), ex.take).role.kind === 'ole') {
          ids.push('ten-for-any-turn-up');
        }
      }
      break;
    }
    case 'ole': {
      const found = oleOffer(ex);
      if (typeof found !== 'string') ids.push(...found.rulings);
      break;
    }
    case 'stakes': {
      const r = settle({ variant: ex.variant, outcome: ex.outcome, acceptedTurns: ex.turns, players: ex.players });
      if (r.ok) ids.push(...r.value.rulings);
      break;
    }
  }
  return [...new Set(ids.filter((r): r is RulingId => r !== null))];
}

type OleOffer = Extract<Exchange, { kind: 'ole' }> | Extract<ExchangeNote, { kind: 'ole-stays' }>;

/**
 * Deals a pack that puts the Ole, the Queen and the King of its suit where the exercise says, and asks the
 * rules module what becomes of the Ole: taken for the Queen or the King, or left (the note says why). The
 * answer is never restated here. The schema has already checked that the exercise's turn-ups agree with
 * where it says the Queen is; a deal that still cannot be made gives the refusal's code, never a right answer.
 */
export function oleOffer(ex: Extract<Exercise, { kind: 'ole' }>): OleOffer | string {
  const suit = suitOf(ex.ole);
  const queen = `Q${suit}` as CardCode;
  const king = `K${suit}` as CardCode;
  const v = VARIANTS[ex.variant];
  const fixed = new Set<CardCode>([ex.ole, queen, king, ...ex.turned]);
  const rest = packOf(v).filter((c) => !fixed.has(c) && !v.olen.some((o) => o.card === c));
  const spareOlen = v.olen.map((o) => o.card).filter((c) => !fixed.has(c));
  const hands: CardCode[][] = [[], [], [], []];
  if (ex.queen === 'held') hands[0]!.push(queen);
  if (ex.king === 'held') hands[1]!.push(king);
  for (const h of hands) while (h.length < 9) h.push(rest.shift() ?? spareOlen.shift()!);
  const deck: CardCode[] = [];
  for (let r = 0; r < 3; r++) for (const h of hands) deck.push(...h.slice(r * 3, r * 3 + 3));
  deck.push(...ex.turned);
  const tail: CardCode[] = [...(ex.queen === 'stock' ? [queen] : []), ...(ex.king === 'stock' ? [king] : [])];
  // The other Olen go high in the stock, so that only the exercise's Ole is offered; the cutter's other two
  // cards are plain ones.
  const bottom = v.oleExchange.from === 'cutter-three' ? [rest.pop()!, rest.pop()!, ex.ole] : [ex.ole];
  deck.push(...spareOlen, ...tail, ...rest, ...bottom);
  const d = dealCards(ex.variant, deck);
  if (!d.ok) return d.error.code;
  const { exchanges, notes } = exchangeOptions(d.value);
  const taken = exchanges.find((e) => e.kind === 'ole' && e.take === ex.ole);
  const stays = notes.find((n) => n.kind === 'ole-stays' && n.ole === ex.ole);
  return taken?.kind === 'ole' ? taken : stays?.kind === 'ole-stays' ? stays : 'not-offered';
}
