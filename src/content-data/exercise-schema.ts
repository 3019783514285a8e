import { z } from 'astro/zod';
import { DEFAULT_VARIANT, OUTCOMES, ROLE_KINDS, VARIANT_IDS, VARIANTS, isCardCode, parseChosen, type CardCode } from '../rules/index.ts';
import { LESSON_CHOSEN } from '../lib/lesson-defaults.ts';
import { DEFAULT_LANG } from '../i18n/lang.ts';
import { pageSpeaker } from '../i18n/page.ts';
import { errorText } from '../i18n/refusals.ts';

const card = z.string().refine(isCardCode, 'a card code: rank then suit, like TD or 4C');
/** "4D 3S AD" → ['4D', '3S', 'AD'] */
const cards = z
  .string()
  .transform((s) => s.trim().split(/\s+/))
  .pipe(z.array(card).min(1).max(5));

/** "HS" → ['H', 'S'], read by the rules' one parse of the chosen suits (the share-link codec uses it too). */
const chosenSuits = z.string().transform((s, ctx) => {
  const r = parseChosen(s);
  if (r.ok) return r.value;
  ctx.addIssue({ code: 'custom', message: errorText(pageSpeaker(DEFAULT_LANG), r.error) });
  return z.NEVER;
});

/** The deal an exercise is set in; authors leave out what is the default. */
const deal = {
  /** Rules variant; Bohmstedt unless said. */
  variant: z.enum(VARIANT_IDS).default(DEFAULT_VARIANT),
  /** The two chosen suits, first then second; hearts and spades unless said. */
  chosen: chosenSuits.prefault(LESSON_CHOSEN.join('')),
};

export const exercise = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('role'),
    /** Unique within the page. */
    id: z.string(),
    ...deal,
    /** "What is this card in this deal?" */
    card,
    /** The stated answer, checked against the rules module. */
    answer: z.enum(ROLE_KINDS),
  }),
  z.object({
    kind: z.literal('winner'),
    id: z.string(),
    ...deal,
    /** "Who takes this trick?": the cards in play order. */
    cards,
    /** The winning card, checked against resolveTrick. */
    answer: card,
  }),
  z.object({
    kind: z.literal('beats'),
    id: z.string(),
    ...deal,
    /** The card holding the trick (led). */
    led: card,
    /** The card played after it. */
    card,
    /** Does it take the trick? */
    answer: z.boolean(),
  }),
  z.object({
    kind: z.literal('play'),
    id: z.string(),
    ...deal,
    /** The trick so far, in play order. */
    cards,
    /** The cards the learner may choose from. */
    hand: cards,
    /** Every card of the hand that would take the trick, checked against resolveTrick. */
    answer: z.array(card),
  }),
  z.object({
    kind: z.literal('turn-ups'),
    id: z.string(),
    variant: deal.variant,
    /** The cards turned up, in order. */
    turned: cards,
    /** The chosen suits they give ("HS"), or "throw-in". */
    answer: z.union([z.literal('throw-in'), chosenSuits.transform((c) => c.join(''))]),
  }),
  z.object({
    kind: z.literal('ten'),
    id: z.string(),
    variant: deal.variant,
    /** The cards turned up, in order. */
    turned: cards,
    /** The chosen Ten (1924: the dog) the player holds. */
    give: card,
    /** The turn-up asked about. */
    take: card,
    /** May the player exchange `give` for `take`? */
    answer: z.boolean(),
  }),
  z
    .object({
      kind: z.literal('ole'),
      id: z.string(),
      variant: deal.variant,
      /** The turn-ups, which set the chosen suits. */
      turned: cards,
      /** The Ole at the bottom of the stock (1924 and 1938: shown by the cutter). */
      ole: card,
      /** Where the Queen of the Ole's suit is: in a player's hand, asleep in the stock, or turned up. */
      queen: z.enum(['held', 'stock', 'turned']),
      /** Where the King of that suit is. */
      king: z.enum(['held', 'stock']),
      /** Who may take the Ole: the Queen's holder, the King's holder, or nobody. */
      answer: z.enum(['queen', 'king', 'nobody']),
    })
    .superRefine((ex, ctx) => {
      if (!VARIANTS[ex.variant].olen.some((o) => o.card === ex.ole)) {
        ctx.addIssue({ code: 'custom', path: ['ole'], message: `${ex.ole} is not one of the Olen` });
      }
      // The question, the turn-ups the learner sees and the deal the checker builds must be one and the same.
      const queen = `Q${ex.ole[1]}`;
      const king = `K${ex.ole[1]}`;
      if ((ex.queen === 'turned') !== ex.turned.includes(queen as CardCode)) {
        ctx.addIssue({
          code: 'custom',
          path: ['turned'],
          message: `queen "${ex.queen}" needs ${queen} ${ex.queen === 'turned' ? 'among' : 'not among'} the turn-ups`,
        });
      }
      if (ex.turned.includes(king as CardCode) || ex.turned.includes(ex.ole)) {
        ctx.addIssue({ code: 'custom', path: ['turned'], message: `the turn-ups cannot hold ${king} or the Ole ${ex.ole}` });
      }
    }),
  z
    .object({
      kind: z.literal('stakes'),
      id: z.string(),
      variant: deal.variant,
      /** How the deal ended. */
      outcome: z.enum(OUTCOMES),
      /** Turns the other side accepted. */
      turns: z.number().int().min(0).default(0),
      /** 4, or 5 for the dealer alone. */
      players: z.union([z.literal(4), z.literal(5)]).default(4),
      /**
       * Five players only: the side the outcome is about, the lone dealer or the four defenders (the side that
       * won, went on for the march, or ran). The question names it; the payment is the same either way.
       */
      side: z.enum(['dealer', 'defenders']).optional(),
      /** What each loser pays one winner (cents, pfennigs, basic games or rungs); with five, what each of the four pays the dealer or the dealer pays each of them. */
      answer: z.number(),
    })
    .superRefine((ex, ctx) => {
      if ((ex.players === 5) !== (ex.side !== undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: ['side'],
          message: 'a five-player stakes exercise names the side (dealer or defenders); a four-player one does not',
        });
      }
    }),
]);
export type Exercise = z.infer<typeof exercise>;

export const exerciseFile = z.object({
  /** The page's exercises, in the order they are asked. */
  exercises: z.array(exercise).min(1),
});
