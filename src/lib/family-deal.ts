import { familyText } from '../i18n/family-text.ts';
import type { Speaker } from '../i18n/speaker.ts';
import { isFamilyId, lookupFamilyCard, parseFamilyContext, playFamilyTrick, type FamilyCard, type FamilyContext } from '../rules/index.ts';

/** The attributes a page writes on a family trick: <TrickDemo variant="kaiserspiel" chosen="S" kaisers="TD TH" cards="QH 3S KH" />. */
export interface FamilyAttrs {
  variant: string;
  chosen: string;
  cards?: string;
  kaisers?: string;
  players?: number;
}

/** A family deal and trick checked at build time: a bad one fails the build with the engine's own code. */
export function familyDealFrom(component: string, a: FamilyAttrs): { ctx: FamilyContext; cards: FamilyCard[] } {
  const where = `<${component} variant="${a.variant}" chosen="${a.chosen}" cards="${a.cards ?? ''}">`;
  if (!isFamilyId(a.variant)) throw new Error(`${where}: not a family game`);
  const ctx = parseFamilyContext(a.variant, a.chosen, a.kaisers);
  if (!ctx.ok) throw new Error(`${where}: ${ctx.error.code}`);
  const cards: FamilyCard[] = [];
  for (const code of (a.cards ?? '').trim().split(/\s+/).filter(Boolean)) {
    const c = lookupFamilyCard(ctx.value.game, code);
    if (!c.ok) throw new Error(`${where}: ${c.error.code} ${code}`);
    if (cards.includes(c.value)) throw new Error(`${where}: duplicate ${code}`);
    cards.push(c.value);
  }
  const players = a.players ?? 4;
  if (!ctx.value.game.players.includes(players) || cards.length > players) throw new Error(`${where}: ${players} players, ${cards.length} cards`);
  return { ctx: ctx.value, cards };
}

/** Resolves a checked trick of a family game. */
export const familyResult = (ctx: FamilyContext, cards: readonly FamilyCard[]) =>
  playFamilyTrick(
    ctx,
    cards.map((c) => ctx.facts.get(c)!),
  );

/** The cards that, played next, would take the trick: the answer to a "your turn" question. */
export const winningNext = (ctx: FamilyContext, cards: readonly FamilyCard[]): FamilyCard[] =>
  ctx.game.pack.filter((c) => !cards.includes(c) && familyResult(ctx, [...cards, c]).winner === cards.length);

/** The deal in a line or two: the game and its chosen suit(s); in Kaiserspiel, the declared Kaisers. */
export function dealLines(sp: Speaker, ctx: FamilyContext): string[] {
  const words = familyText(sp, ctx.game);
  const and = new Intl.ListFormat(sp.locale, { type: 'conjunction' });
  const line = sp.text('family.deal', { game: sp.text(`variant.${ctx.game.id}`), chosen: and.format(ctx.chosen.map(words.suitName)) });
  if (!ctx.game.kaisers) return [line];
  const k = ctx.kaisers.map((c) => words.cardName(c));
  return [line, k.length ? sp.text('family.deal.kaisers', { kaisers: and.format(k) }) : sp.text('family.deal.nokaisers')];
}
