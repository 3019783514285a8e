import type { Segment, Speaker } from '../../i18n/speaker.ts';
import {
  contextOf,
  DEFAULT_VARIANT,
  factsFor,
  resolveKnueffelnTrick,
  ROLE_KINDS,
  settle,
  VARIANTS,
  type CardCode,
  type Payment,
  type RulingId,
  type Suit,
} from '../../rules/index.ts';
import type { Exercise } from '../../content-data/exercise-schema.ts';
import { engineAnswer, exerciseRulings, isRight, oleOffer, type Answer } from './exercises.ts';

/** An exercise made ready to ask: words, choices and the explanation, all from the rules module. */
export interface Question {
  readonly prompt: Segment[];
  readonly choices: readonly { readonly value: Answer; readonly label: Segment[] }[];
  /** why the right answer is right (and the given one, if wrong) */
  explain(given: Answer): Segment[];
  right(given: Answer): boolean;
  /** our rulings behind the right answer, shown with the explanation */
  readonly rulings: readonly RulingId[];
}

/** The exercise words in the speaker's language: questions, amounts and their breakdowns. */
export function questionWords(sp: Speaker) {
  const { cardList, roleText, stepText, suitName, t, text } = sp;
  const cards = (cs: readonly CardCode[]): Segment[] => cs.flatMap((c, i) => (i ? [{ text: ' ' }, { card: c }] : [{ card: c }]));
  function dealWords(variant: Exercise['variant'], chosen?: readonly [Suit, Suit]): Segment[] {
    const v = variant === DEFAULT_VARIANT ? [] : t('q.variant', { variant: text(`variant.${variant}`) });
    if (!chosen) return v;
    return [...t('q.chosen', { first: suitName(chosen[0]), second: suitName(chosen[1]) }), ...v];
  }

  /** An amount in its unit: "10 cents", "1 pfennig", "3 rungs", "the whole ladder game". */
  function money(p: Pick<Payment, 'unit' | 'amount'>): string {
    return text(`unit.${p.unit}`, { amount: p.amount });
  }

  /** What the amount is made of: "100 cents for the Jann + 20 cents for 2 accepted turns". */
  function breakdown(pay: Payment): Segment[] {
    return pay.parts.flatMap((p, i) => [
      { text: i ? ' + ' : '' },
      ...t(`part.${p.item}`, { count: p.count, amount: money({ unit: pay.unit, amount: p.amount }) }),
    ]);
  }

  function toQuestion(ex: Exercise): Question {
    const q = questionOf(ex);
    return { ...q, prompt: capitalised(q.prompt), rulings: exerciseRulings(ex) };
  }

  /** A question starts with a capital letter, also when its first word is a suit ("hearts and spades are chosen"). A card is spoken by its capitalised name. */
  function capitalised(segments: readonly Segment[]): Segment[] {
    const out = [...segments];
    for (const [i, s] of out.entries()) {
      if ('card' in s) break;
      const at = s.text.search(/\p{L}/u);
      if (at < 0) continue;
      out[i] = { text: s.text.slice(0, at) + s.text.charAt(at).toLocaleUpperCase() + s.text.slice(at + 1) };
      break;
    }
    return out;
  }

  function questionOf(ex: Exercise): Omit<Question, 'rulings'> {
    const right = (given: Answer) => isRight(ex, given);
    switch (ex.kind) {
      case 'role': {
        const ctx = contextOf(VARIANTS[ex.variant], ex.chosen);
        // The dog is a role only where the variant has one (1924).
        const kinds = ROLE_KINDS.filter((k) => k !== 'dog' || VARIANTS[ex.variant].dog);
        return {
          prompt: [...dealWords(ex.variant, ex.chosen), ...t('q.role', { card: [{ card: ex.card }] })],
          choices: kinds.map((k) => ({ value: k, label: t(`choice.${k}`) })),
          explain: () => t('q.role.explain', { card: [{ card: ex.card }], role: roleText(factsFor(ctx, ex.card).role, ctx.variant) }),
          right,
        };
      }
      case 'winner':
      case 'beats': {
        const trick = ex.kind === 'winner' ? ex.cards : [ex.led, ex.card];
        const r = resolveKnueffelnTrick({ variant: ex.variant, chosen: ex.chosen, cards: trick });
        const ctx = contextOf(VARIANTS[ex.variant], ex.chosen);
        const steps = r.ok ? r.value.steps : [];
        const sentences = steps.map((_, i) => stepText(ctx, steps, i)).slice(ex.kind === 'beats' ? 1 : 0);
        return {
          prompt:
            ex.kind === 'winner'
              ? [...dealWords(ex.variant, ex.chosen), ...t('q.winner', { cards: cards(ex.cards) })]
              : [...dealWords(ex.variant, ex.chosen), ...t('q.beats', { led: [{ card: ex.led }], card: [{ card: ex.card }] })],
          choices:
            ex.kind === 'winner'
              ? ex.cards.map((c) => ({ value: c, label: [{ card: c }] }))
              : [true, false].map((b) => ({ value: b, label: t(b ? 'choice.yes' : 'choice.no') })),
          explain: () => sentences.flatMap((s, i) => (i ? [{ text: ' ' }, ...s] : s)),
          right,
        };
      }
      case 'play': {
        const ctx = contextOf(VARIANTS[ex.variant], ex.chosen);
        const winners = engineAnswer(ex) as readonly CardCode[];
        return {
          prompt: [...dealWords(ex.variant, ex.chosen), ...t('q.play', { cards: cards(ex.cards) })],
          choices: ex.hand.map((c) => ({ value: c, label: [{ card: c }] })),
          explain: (given) => {
            const r = resolveKnueffelnTrick({ variant: ex.variant, chosen: ctx.chosen, cards: [...ex.cards, given as CardCode] });
            const last = r.ok ? stepText(ctx, r.value.steps, r.value.steps.length - 1) : [];
            const all = winners.length ? t('q.play.winners', { count: winners.length, cards: cardList(winners) }) : t('q.play.none');
            return [...last, { text: ' ' }, ...all];
          },
          right,
        };
      }
      case 'turn-ups': {
        const answer = engineAnswer(ex) as string;
        const firsts = [...new Set(ex.turned.map((c) => c[1] as Suit))];
        const options = new Set<string>([answer, 'throw-in']);
        for (const a of firsts) for (const b of ['C', 'S', 'H', 'D']) if (a !== b && options.size < 4) options.add(`${a}${b}`);
        return {
          prompt: [...dealWords(ex.variant), ...t('q.turnups', { cards: cardList(ex.turned, 'acc') })],
          choices: [...options].map((o) => ({
            value: o,
            label: o === 'throw-in' ? t('choice.throwin') : t('choice.suits', { first: suitName(o[0] as Suit), second: suitName(o[1] as Suit) }),
          })),
          explain: () =>
            answer === 'throw-in'
              ? t('q.turnups.throwin')
              : t('q.turnups.explain', { first: suitName(answer[0] as Suit), second: suitName(answer[1] as Suit) }),
          right,
        };
      }
      case 'ten': {
        const yes = engineAnswer(ex) === true;
        return {
          prompt: [...dealWords(ex.variant), ...t('q.ten', { cards: cardList(ex.turned), give: [{ card: ex.give }], take: [{ card: ex.take }] })],
          choices: [true, false].map((b) => ({ value: b, label: t(b ? 'choice.yes' : 'choice.no') })),
          explain: () => t(yes ? 'q.ten.yes' : 'q.ten.no', { give: [{ card: ex.give }], take: [{ card: ex.take }] }),
          right,
        };
      }
      case 'ole': {
        const found = oleOffer(ex);
        const why = typeof found === 'string' ? [] : found.kind === 'ole' ? t(`q.ole.${found.via}`) : t(`q.ole.nobody.${found.why}`);
        return {
          prompt: [
            ...dealWords(ex.variant),
            ...t('q.ole', { cards: cardList(ex.turned), ole: [{ card: ex.ole }], queen: t(`q.ole.queen.${ex.queen}`), king: t(`q.ole.king.${ex.king}`) }),
          ],
          choices: (['queen', 'king', 'nobody'] as const).map((w) => ({ value: w, label: t(`choice.ole.${w}`) })),
          explain: () => why,
          right,
        };
      }
      case 'stakes': {
        const r = settle({ variant: ex.variant, outcome: ex.outcome, acceptedTurns: ex.turns, players: ex.players });
        const pay = r.ok ? r.value : null;
        const s = VARIANTS[ex.variant].stakes;
        // Wrong choices in the variant's own unit; a 1924 march wins the whole ladder game, shown beside rungs.
        const plain = s.kind === 'ladder' ? 'rung' : s.unit;
        const paid = pay?.unit === 'ladder-game' ? s.jann : (pay?.amount ?? 0);
        const march = typeof s.march === 'number' ? s.march : s.rungs;
        // With five, the four payments together are the likeliest slip: offer them too.
        const fourfold = ex.players === 5 && pay?.unit !== 'ladder-game' ? [paid * 4] : [];
        const amounts = new Set([pay?.amount ?? 0, ...fourfold, s.game, s.jann, march, paid + s.turn, Math.max(s.game, paid - s.turn)]);
        const unitOf = (a: number): Payment['unit'] => (pay?.unit === 'ladder-game' && a === pay.amount ? 'ladder-game' : plain);
        return {
          prompt: [
            ...dealWords(ex.variant),
            ...(ex.players === 5 ? t(`q.stakes5.${ex.side ?? 'dealer'}.${ex.outcome}`, { turns: ex.turns }) : t(`q.stakes.${ex.outcome}`, { turns: ex.turns })),
          ],
          choices: [...amounts]
            .slice(0, 4)
            .sort((a, b) => a - b)
            .map((a) => ({ value: a, label: [{ text: money({ unit: unitOf(a), amount: a }) }] })),
          // One part is the whole sum: said once, "2 × the basic game for the Jann".
          explain: () =>
            !pay
              ? []
              : pay.parts.length === 1
                ? t('q.stakes.explain.one', { parts: breakdown(pay) })
                : t('q.stakes.explain', { sum: money(pay), parts: breakdown(pay) }),
          right,
        };
      }
    }
  }

  return { money, breakdown, toQuestion, capitalised };
}
