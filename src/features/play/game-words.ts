/**
 * The words of the table for every game: an action as a button says it, an amount in a game's own stakes (cents or
 * points). Keys plus parameters; the sentences live in the catalogs (src/i18n/<lang>/tables.ts).
 */
import type { FamilyCard } from '../../rules/index.ts';
import type { MessageKey, Segment, Speaker } from '../../i18n/speaker.ts';

/** What a game's deal is paid in. */
export type TableUnit = 'cent' | 'point';

type Act = {
  readonly type: string;
  readonly seat: number;
  readonly card?: FamilyCard;
  readonly cards?: readonly FamilyCard[];
  readonly give?: FamilyCard;
  readonly take?: FamilyCard;
  readonly by?: number;
};
const card = (c: FamilyCard): Segment[] => [{ card: c }];

/** An action as its button says it: "Declare ♦10 as a Kaiser", "Raise by 3 points", "Fold". */
export function actionWords({ t }: Speaker, action: Act): Segment[] {
  const a = action;
  const params = {
    ...(a.card ? { card: card(a.card) } : {}),
    ...(a.give ? { give: card(a.give) } : {}),
    ...(a.take ? { take: card(a.take) } : {}),
    ...(a.cards ? { first: card(a.cards[0]!), second: card(a.cards[1]!) } : {}),
    ...(a.by !== undefined ? { by: a.by } : {}),
  };
  return t(`tables.act.${a.type}` as MessageKey, params);
}

/** An amount in the game's stakes: "30 cents", "€1.20", "4 points". */
export function amountWords({ text }: Speaker, unit: TableUnit, amount: number): string {
  const size = Math.abs(amount);
  return unit === 'cent' ? text('unit.cent', { amount: size }) : text('tables.unit.point', { amount: Math.round(size * 10) / 10 });
}

/** What another seat did, in a sentence (a card laid is seen at its seat, an exchange declined is that player's own business). */
export function didWords({ t }: Speaker, seat: string, action: Act): Segment[] {
  const a = action;
  return t(`tables.did.${a.type}` as MessageKey, {
    seat,
    ...(a.give ? { give: card(a.give) } : {}),
    ...(a.take ? { take: card(a.take) } : {}),
    ...(a.by !== undefined ? { by: a.by } : {}),
  });
}

/** The moves of the other seats since the learner's last one, that the table shows in words: none of the cards laid face up. */
export function recentOf(actions: readonly Act[], you: number, most = 3): Act[] {
  const out: Act[] = [];
  for (let i = actions.length - 1; i >= 0 && out.length < most; i--) {
    const a = actions[i]!;
    if (a.seat === you) break;
    if (a.type !== 'play' && a.type !== 'decline') out.unshift(a);
  }
  return out;
}
