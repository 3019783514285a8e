import { rankOf, suitOf, type CardCode, type DealContext, type Guard, type Rank, type Role, type Step, type Suit, type Variant } from '../rules/index.ts';
import type { MessageKey } from './en.ts';
import { game } from './en/game.ts';

/** A piece of a sentence: words, or a card that renderers show as a card with its spoken name. */
export type Segment = { readonly text: string } | { readonly card: CardCode };
export type Param = string | number | readonly Segment[];

const catalog: Record<string, string> = { ...game };

/** Adds a part of the catalog (an island's own words); the part modules call this when imported. */
export function addMessages(part: Readonly<Record<string, string>>): void {
  Object.assign(catalog, part);
}

export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { C: '♣', S: '♠', H: '♥', D: '♦' };

/** The catalog's words for a key, with {params} filled in, as segments. */
export function t(key: MessageKey, params: Readonly<Record<string, Param>> = {}): Segment[] {
  const template = catalog[key] ?? key;
  const out: Segment[] = [];
  for (const part of template.split(/(\{[a-z]+\})/)) {
    if (!part) continue;
    const name = /^\{([a-z]+)\}$/.exec(part)?.[1];
    const value = name === undefined ? part : params[name];
    if (value === undefined) out.push({ text: part });
    else if (typeof value === 'string' || typeof value === 'number') out.push({ text: String(value) });
    else out.push(...value);
  }
  return out;
}

/** The message for a count: its `.one` form when the count is 1 and the catalog has one. */
export const counted = (key: string, count: unknown): MessageKey => (count === 1 && `${key}.one` in catalog ? `${key}.one` : key) as MessageKey;

/** A message as plain text, cards written short (♠3). */
export const text = (key: MessageKey, params?: Readonly<Record<string, Param>>): string => plain(t(key, params));

export const plain = (segments: readonly Segment[]): string => segments.map((s) => ('card' in s ? cardShort(s.card) : s.text)).join('');

/** A message as it should be read aloud, cards by name (Three of spades). */
export const spoken = (segments: readonly Segment[]): string => segments.map((s) => ('card' in s ? cardName(s.card) : s.text)).join('');

/** How a rank is printed on the card. */
const rankShort = (rank: Rank): string => (rank === 'T' ? '10' : rank);
export const rankName = (rank: Rank): string => text(`rank.${rank}`);
export const suitName = (suit: Suit): string => text(`suit.${suit}`);
export const cardShort = (code: CardCode): string => SUIT_SYMBOL[suitOf(code)] + rankShort(rankOf(code));
export const cardName = (code: CardCode): string => text('card.name', { rank: rankName(rankOf(code)), suit: suitName(suitOf(code)) });

const card = (code: CardCode): Segment[] => [{ card: code }];

/** A seat's default name: South, West, North, East; with five, the dealer and players 1 to 4. */
export const seatName = (players: 4 | 5, seat: number): string => text(`seat.${players}.${seat}` as MessageKey);

/** "a, b or c" */
export function orList(items: readonly (readonly Segment[])[]): Segment[] {
  if (items.length <= 1) return [...(items[0] ?? [])];
  const rest: Segment[] = [];
  items.slice(0, -1).forEach((item, i) => {
    if (i > 0) rest.push(...t('list.comma'));
    rest.push(...item);
  });
  return t('list.or', { rest, last: items.at(-1)! });
}

/** "the Drist (chosen Three)", "de Dulle (third Ole)", "a dud". */
export function roleText(role: Role, variant: Variant): Segment[] {
  switch (role.kind) {
    case 'ole':
      return t('role.ole', { name: text(`ole.${role.name}`), ordinal: text(`ordinal.${role.order}` as MessageKey) });
    case 'beater':
      return role.name === 'frikortensteker' || role.name === null
        ? t('role.beater.frikortensteker', { rank: rankName(role.rank) })
        : t('role.beater.named', { name: text(`beater.${role.name}`), rank: rankName(role.rank) });
    case 'free-card':
    case 'chosen-plain':
    case 'unchosen-court':
      return t(`role.${role.kind}`, { rank: rankName(role.rank) });
    case 'dud':
      return variant.unchosenOrder === 'natural' ? t('role.dud.ranked', { rank: rankName(role.rank) }) : t('role.dud');
    default:
      return t(`role.${role.kind}`);
  }
}

/** A short label for a card in a picker: "Dulle", "Drist", "free card", "dud". */
export function roleLabel(role: Role, variant: Variant): string {
  switch (role.kind) {
    case 'ole':
      return text('label.ole', { name: text(`ole.${role.name}`) });
    case 'beater':
      return role.name === 'frikortensteker' || role.name === null
        ? text('label.beater.frikortensteker')
        : text('label.beater.named', { name: text(`beater.${role.name}`) });
    case 'dud':
      return text(variant.unchosenOrder === 'natural' ? 'label.dud.ranked' : 'label.dud');
    default:
      return text(`label.${role.kind}`);
  }
}

/** What takes the trick from a card with this guard: "an Ole, any chosen beater or the Ace of its suit". */
export function alternatives(ctx: DealContext, guard: Extract<Guard, { kind: 'led' }>): Segment[] {
  const beaters = ctx.variant.beaters.slice(0, guard.thresholdOrder).map((b) => b.rank);
  const alts: Segment[][] = [t('alt.ole')];
  if (beaters.length === ctx.variant.beaters.length) alts.push(t('alt.beaters.any'));
  else if (beaters.length <= 3) alts.push(t('alt.beaters.list', { list: orList(beaters.map((r) => [{ text: rankName(r) }])) }));
  else alts.push(t('alt.beaters.from', { rank: rankName(guard.threshold) }));
  if (guard.ownSuit !== 'none') alts.push(t(`alt.own.${guard.ownSuit}`));
  return orList(alts);
}

/** What a leading card needs to be beaten, as a sentence. */
export function guardText(ctx: DealContext, guard: Guard): Segment[] {
  switch (guard.kind) {
    case 'unbeatable':
      return t('guard.unbeatable');
    case 'ole':
      return t(guard.order === 1 ? 'guard.ole.top' : 'guard.ole');
    case 'beater':
      return t('guard.beater');
    case 'led':
      return t('guard.led', { alternatives: alternatives(ctx, guard) });
  }
}

function reasonText(ctx: DealContext, step: Step, holder: Role): Segment[] {
  const { key, params } = step.reason;
  const g = params.guard;
  if ((key === 'beater-over-led' || key === 'beater-too-low') && g.kind === 'led') {
    const cls = roleText(holder, ctx.variant);
    return t(key === 'beater-over-led' ? 'falls.to' : 'falls.only', { class: cls, alternatives: alternatives(ctx, g) });
  }
  if (key === 'powerless') {
    const k = step.role.kind;
    const known = ['seven', 'free-card', 'chosen-plain', 'dog', 'unchosen-court', 'dud'] as const;
    return t((known as readonly string[]).includes(k) ? (`reason.powerless.${k}` as MessageKey) : 'reason.powerless.other');
  }
  return t(`reason.${key}` as MessageKey);
}

/** One plain sentence for a card of the trick: what it is, and whether it takes the trick and why. */
export function stepText(ctx: DealContext, steps: readonly Step[], i: number): Segment[] {
  const step = steps[i]!;
  const role = roleText(step.role, ctx.variant);
  if (step.outcome === 'leads') return t('step.leads', { card: card(step.card), role, guard: guardText(ctx, step.reason.params.guard) });
  const held = steps[step.against!]!;
  const against = step.against === 0 ? t('step.against.led', { card: card(held.card) }) : t('step.against', { card: card(held.card) });
  return t(step.outcome === 'takes' ? 'step.takes' : 'step.stays', { card: card(step.card), role, against, reason: reasonText(ctx, step, held.role) });
}
