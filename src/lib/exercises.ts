import {
  contextOf,
  resolveTrick,
  settle,
  turnUpChosenSuits,
  VARIANTS,
  type CardCode,
  type RoleKind,
  type Suit,
} from '../rules/index.ts';
import type { Exercise } from './exercise-schema.ts';

export type Answer = RoleKind | CardCode | boolean | readonly CardCode[] | string | number;

const pair = (s: string): [Suit, Suit] => [s[0] as Suit, s[1] as Suit];

/** The rules module's answer to an exercise: what a learner must give to be right. */
export function engineAnswer(ex: Exercise): Answer {
  switch (ex.kind) {
    case 'role':
      return contextOf(VARIANTS[ex.variant], pair(ex.chosen)).facts.get(ex.card)!.role.kind;
    case 'winner': {
      const r = resolveTrick({ variant: ex.variant, chosen: pair(ex.chosen), cards: ex.cards });
      return r.ok ? ex.cards[r.value.winner]! : r.error.code;
    }
    case 'beats': {
      const r = resolveTrick({ variant: ex.variant, chosen: pair(ex.chosen), cards: [ex.led, ex.card] });
      return r.ok ? r.value.winner === 1 : r.error.code;
    }
    case 'play':
      return ex.hand.filter((c) => {
        const r = resolveTrick({ variant: ex.variant, chosen: pair(ex.chosen), cards: [...ex.cards, c] });
        return r.ok && r.value.winner === ex.cards.length;
      });
    case 'turn-ups': {
      const r = turnUpChosenSuits(VARIANTS[ex.variant], ex.turned);
      if (!r.ok) return r.error.code;
      return r.value.kind === 'throw-in' ? 'throw-in' : r.value.chosen.join('');
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
