import {
  isBeast,
  rankOf,
  suitOf,
  type FamilyCard,
  type DealContext,
  type Guard,
  type Rank,
  type Role,
  type Step,
  type Suit,
  type ContestStep,
  type ReasonParams,
  type ReasonKey,
  type CardCode,
  type Variant,
} from '../rules/index.ts';
import type { MessageKey as IslandKey } from './en.ts';
import type { enSite } from './en-site.ts';
import type { Lang } from './lang.ts';
import { LOCALES } from './locales.ts';
import { cardCorner } from './corners.ts';
import { names } from './names.ts';
import { choose, type Gender, type GrammaticalCase, type PageMessage, type Param, type Params, type Segment } from './message.ts';

export type { GrammaticalCase, Param, Params, Segment } from './message.ts';
/** Any message: an island's, or a page-only string (those are only in pages' catalogs). */
export type MessageKey = IslandKey | keyof typeof enSite;
/** Messages of one language: some parts of the catalog, or all of it (with, in German, the noun table: de/grammar.ts). */
export type Catalog = Readonly<Partial<Record<MessageKey | GrammarKey, PageMessage>>>;
/** The keys of a language's noun table: each pack's rank's gender and four cases ('noun.french.J'), and the articles ('article.m'). */
export type GrammarKey = `noun.${string}` | `article.${Gender}`;
const CASES: readonly GrammaticalCase[] = ['nom', 'acc', 'dat', 'gen'];
/** A noun of the table: its gender and its forms in the four cases. */
type Noun = { readonly gender: Gender } & Readonly<Record<GrammaticalCase, string>>;

export { SUIT_SYMBOL } from './corners.ts';

/**
 * A Low German name as a card's label may break it: at its compound's joint (Harten-ool, Veer-hack), where no
 * browser hyphenates Low German, so that a narrow card never splits it inside a part: "Rutenoo|l" (phone.md 4).
 */
const breakable = (name: string): string => name.replace(/^(Harten|Ruten)(ool)$/, '$1\u00AD$2').replace(/^(Veer)(hack)$/, '$1\u00AD$2');

/** The cards whose sentence says why they have no power here (the catalog's 'reason.powerless.*'); others say it plainly. */
const POWERLESS = ['seven', 'free-card', 'chosen-plain', 'dog', 'unchosen-court', 'dud'] as const satisfies readonly Role['kind'][];
const isPowerless = (kind: Role['kind']): kind is (typeof POWERLESS)[number] => (POWERLESS as readonly string[]).includes(kind);

/** A sentence that opens with a name or a card's words (the Tolle takes…) still opens with a capital. */
export const capital = (segments: readonly Segment[]): Segment[] => {
  const first = segments[0];
  if (!first || !('text' in first)) return [...segments];
  return [{ text: first.text.charAt(0).toLocaleUpperCase() + first.text.slice(1) }, ...segments.slice(1)];
};
/** Segments as plain text, cards written short as the edition's corners show them (♠3, ♠J; German ♠B). */
export const plain = (segments: readonly Segment[], lang: Lang = 'en'): string =>
  segments.map((s) => ('card' in s ? (isBeast(s.card) ? s.card : cardCorner(s.card, lang)) : s.text)).join('');
/** A card as words a German template can decline („{card:Nom}“ → „Der Schellen-Ober“): its name, its rank's code and its pack's style. */
export const cardWords = (code: FamilyCard, name: string, style?: string): Segment[] =>
  isBeast(code) ? [{ text: name }] : [{ text: name, rank: rankOf(code), ...(style ? { style } : {}) }];

/**
 * Everything an island or a page says, in one language, from the parts of the catalog it was given.
 * Islands get theirs from their island root (ui/context.ts); pages from i18n/page.ts.
 */
export function createSpeaker(lang: Lang, catalog: Catalog) {
  // The tables' and the Olen's names are the same in every language, so every speaker has them (and they ship once,
  // with the speaker, rather than in a chunk of their own beside each language's game words).
  const words: Catalog = { ...names, ...catalog };
  // British English lists have no comma before "or"; German ones never do.
  /** The language with its region, for Intl: British English, German. */
  const locale = LOCALES[lang].intl;
  // Intl's formats are made on first use: building them costs time the page's first paint does not need.
  let listFormat: Intl.ListFormat | undefined;
  let moneyFormats: Intl.NumberFormat[] | undefined;
  /** An amount given in cents, in euros in the language's way, whole or with cents: "€1.20", „3 €“ (made on first use). */
  const euros = (cents: number): string =>
    (moneyFormats ??= [0, 2].map((digits) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: digits })))[
      cents % 100 ? 1 : 0
    ]!.format(cents / 100);

  /** The noun for a rank of a pack, from the catalog's noun table (a pack's own nouns first, then the French pack's); none in English. */
  function nounOf(rank: unknown, style: unknown = 'french'): Noun | undefined {
    const row = words[`noun.${String(style)}.${String(rank)}` as GrammarKey] ?? words[`noun.french.${String(rank)}` as GrammarKey];
    if (typeof row !== 'string') return undefined;
    const [gender, nom, ...rest] = row.split(' ') as [Gender, string, ...string[]];
    return { gender, nom, acc: rest[0] ?? nom, dat: rest[1] ?? nom, gen: rest[2] ?? nom };
  }
  /** The definite article of a gender in a case, from the catalog: der, den, dem, des. */
  const article = (gender: Gender, grammaticalCase: GrammaticalCase): string => {
    const row = words[`article.${gender}`];
    return typeof row === 'string' ? (row.split(' ')[CASES.indexOf(grammaticalCase)] ?? '') : '';
  };
  /** The gender of the rank a parameter names (a rank segment with its code and pack, or the code itself); feminine where none. */
  const genderOf = (param: Param | undefined): Gender => {
    const first = Array.isArray(param) ? (param as readonly Segment[])[0] : undefined;
    // A card names its rank by its code: „der ♥K … ihm“, „die ♥D … ihr“.
    if (first && 'card' in first) return isBeast(first.card) ? 'f' : (nounOf(rankOf(first.card))?.gender ?? 'f');
    return nounOf(first?.rank ?? param, first?.style)?.gender ?? 'f';
  };
  const lists = () => (listFormat ??= new Intl.ListFormat(locale, { type: 'disjunction' }));
  let andFormat: Intl.ListFormat | undefined;
  const ands = () => (andFormat ??= new Intl.ListFormat(locale, { type: 'conjunction' }));

  /** Numbers in the reader's format: German "1,3" and "1.234", English "1.3" and "1,234". */
  let numberFormat: Intl.NumberFormat | undefined;
  const numbers = () => (numberFormat ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
  /** A whole number under a thousand is plain digits in both formats, so it needs no Intl.NumberFormat: building one
   *  takes some 40 ms (150 ms on a slow phone), in the middle of the Play table's first draw. */
  const format = (n: number): string => (Number.isInteger(n) && Math.abs(n) < 1000 ? String(n) : numbers().format(n));

  /**
   * The message for a key, with its {params} filled in, as segments. Number params are written in the page's
   * format (a year or an id is passed as a string, so it is never grouped). A German message may decline a card
   * or a rank: `{card:dat}` writes the definite article and the card in that case („dem ♠J“, read „dem Pik-Buben“;
   * `{card:Nom}` opens a sentence: „Der ♦K“),
   * the article and the rank's form coming from the catalog's noun table ('noun.*', 'article.*': de/grammar.ts), keyed by the rank's code
   * and the pack's style (`style`, French where none is given: the explorer passes a family game's).
   */
  function t(key: MessageKey, params: Params = {}, style?: string): Segment[] {
    const message = words[key];
    if (message === undefined) {
      // A key an island's parts lack: the build fails on it; a reader sees nothing rather than a key.
      if (import.meta.env?.SSR) throw new Error(`Message "${key}" is missing from the ${lang} catalog parts given to this speaker.`);
      console.error(`Missing message: ${key} (${lang})`);
      return [];
    }
    const template = formatted(choose(message, params, lang, genderOf), params);
    const out: Segment[] = [];
    // Split into words, then a placeholder's name and its case or format (undefined without one), and so on.
    const parts = template.split(/\{([a-z]+)(?::([A-Za-z]+))?\}/);
    for (let i = 0; i < parts.length; i += 3) {
      if (parts[i]) out.push({ text: parts[i]! });
      const name = parts[i + 1];
      if (name === undefined) continue;
      const value = params[name];
      const grammaticalCase = parts[i + 2];
      // `{rank:datnoun}`: the noun alone in that case, for a preposition that takes the article into itself (zum, zur).
      const bare = grammaticalCase?.endsWith('noun') ?? false;
      const how = grammaticalCase?.toLowerCase().replace(/noun$/, '');
      if (value === undefined) out.push({ text: `{${name}}` });
      else if (how === 'euro' && typeof value === 'number') out.push({ text: euros(value) });
      else if (typeof value === 'number') out.push({ text: format(value) });
      else if (typeof value === 'string') out.push({ text: value });
      // `{reason:Cap}`: words that open a whole sentence after a colon take a capital (German: „ab: Eine Ole sticht …“).
      else if (grammaticalCase === 'Cap') out.push(...capital(value));
      else if (!grammaticalCase || !CASES.includes(how as GrammaticalCase)) out.push(...value);
      else {
        const words = declined(value, how as GrammaticalCase, style, !bare);
        out.push(...(grammaticalCase < 'a' ? capital(words) : words));
      }
    }
    return out;
  }
  /**
   * A template with the catalog's own formats written out: `{count:spelled}` becomes what 'fmt.spelled' says for that
   * count („fünf“, or `{count}` itself, which is then written as a number), `{count:Spelled}` the same with a capital; a
   * format may itself name one („{n:spelled}mal“).
   */
  function formatted(template: string, params: Params): string {
    return template.replace(/\{([a-z]+):([A-Za-z]+)\}/g, (all, name: string, how: string) => {
      const key = `fmt.${how.toLowerCase()}`;
      if (!has(key)) return all;
      const format = words[key]!;
      // A format may name another ('{n:spelled}mal'): its {n} becomes the parameter, and the result is formatted again.
      const out = formatted(choose(format, { n: params[name]! }, lang, genderOf).replace(/\{n([:}])/g, `{${name}$1`), params);
      return how < 'a' ? out.charAt(0).toLocaleUpperCase() + out.slice(1) : out;
    });
  }
  /**
   * A card or a rank with its definite article, in a case: „die ♥2“, „den ♠J“, „ab der Zwei“. A card is a card
   * segment, or words that name it with its rank's code and pack (`{ text: 'Schellen-Ober', rank: 'Q', style: 'german' }`).
   */
  function declined(value: readonly Segment[], grammaticalCase: GrammaticalCase, style?: string, withArticle = true): Segment[] {
    const only = value[1] ? undefined : value[0];
    if (!only || !has('article.m')) return [...value];
    let rank: string | undefined;
    let words: Segment[] = [only];
    if ('card' in only) {
      if (!isBeast(only.card)) rank = rankOf(only.card);
      words = [{ card: only.card, case: grammaticalCase }];
    } else if (only.rank) {
      rank = only.rank;
      style = only.style ?? style;
    }
    const noun = rank ? nounOf(rank, style ?? 'french') : undefined;
    if (!noun) return words;
    // A rank's name („Bube“), or a card's name that ends with it („Pik-Bube“): its last word declined from the noun table.
    if ('text' in only && noun.nom && only.text.endsWith(noun.nom)) words = [{ text: only.text.slice(0, -noun.nom.length) + noun[grammaticalCase] }];
    const the = withArticle ? article(noun.gender, grammaticalCase) : '';
    return the ? [{ text: `${the} ` }, ...words] : words;
  }
  /**
   * Whether the catalog parts hold a message for this key: the guard for a key made at run time (a pack's own rank
   * names, a seat's number), so that no key reaches `t` unchecked.
   */
  function has(key: string): key is MessageKey {
    return Object.hasOwn(words, key);
  }
  /** Segments as plain text, cards written short (♠3, a beast by its name). */
  const plainText = (segments: readonly Segment[]): string => segments.map((s) => ('card' in s ? shortOf(s.card) : s.text)).join('');
  /** A message as plain text, cards written short (♠3). */
  const text = (key: MessageKey, params?: Params, style?: string): string => plainText(t(key, params, style));

  const rankName = (rank: Rank): string => text(`rank.${rank}`);
  /** A rank as a message param: its name, with its code, so that a German message finds its gender in data. */
  const rankWords = (rank: Rank): Segment[] => [{ text: rankName(rank), rank }];
  const suitName = (suit: Suit): string => text(`suit.${suit}`);
  /**
   * A card's name: Three of spades; German „Pik-Drei“, in a case where a sentence declines it („dem Pik-Buben“). A
   * beast (Karniffel) by its name where the catalog has the table's words for it, with its article, in the case: „den Tollen“
   * (`bare`, for a speaker that writes a beast's article before the card: without it, „Tollen“; table-speaker.ts).
   */
  const cardName: (code: FamilyCard, grammaticalCase?: GrammaticalCase, bare?: boolean) => string = (code, grammaticalCase) =>
    isBeast(code)
      ? has('tables.beast')
        ? text('tables.beast', { beast: code, case: grammaticalCase ?? 'nom' })
        : code
      : text('card.name', { rank: nounOf(rankOf(code))?.[grammaticalCase ?? 'nom'] ?? rankName(rankOf(code)), suit: suitName(suitOf(code)) });
  /** The name a card's face shows where the card has one of its own and the catalog gives it (a beast: Tolle, Roter Thier); else null. */
  const faceName = (code: FamilyCard): string | null => (isBeast(code) && has('tables.beast.face') ? text('tables.beast.face', { beast: code }) : null);
  /** A card as written in running text: ♠3; a beast by its face's name where there is one. */
  const shortOf = (code: FamilyCard): string => faceName(code) ?? (isBeast(code) ? code : cardCorner(code, lang));
  /** A message as it should be read aloud, cards by name (Pik-Drei, Three of spades). */
  const spoken = (segments: readonly Segment[]): string => segments.map((s) => ('card' in s ? cardName(s.card, s.case) : s.text)).join('');
  const card = (code: FamilyCard): Segment[] => [{ card: code }];
  /** A seat's default name: South, West, North, East; with five, the dealer and players 1 to 4. */
  const seatName = (players: 4 | 5 | 6, seat: number): string => {
    const key = `seat.${players}.${seat}`;
    return has(key) ? text(key) : String(seat + 1);
  };

  /** "a, b or c" ("a, b and c" with `and`), by the language's own list rules (Intl.ListFormat), cards kept as cards. */
  function orList(items: readonly (readonly Segment[])[], and = false): Segment[] {
    const marks = items.map((_, i) => `\uE000${i}\uE000`);
    return (and ? ands() : lists())
      .format(marks)
      .split(/\uE000(\d+)\uE000/)
      .flatMap((part, i) => (i % 2 ? [...items[Number(part)]!] : part ? [{ text: part }] : []));
  }
  /**
   * Cards that a sentence names all together, each with its article in the sentence's case where the language has
   * one: "♦K, ♦8 and ♠J"; German „den ♦K, die ♦8 und den ♠B“ (german.md H3, M7); `or` for a choice between them
   * („gegen den ♦K oder die ♦8“). A card opening the sentence: `Nom`.
   */
  function cardList(codes: readonly FamilyCard[], grammaticalCase: GrammaticalCase | 'Nom' = 'nom', or = false): Segment[] {
    const k = grammaticalCase === 'Nom' ? 'nom' : grammaticalCase;
    const list = orList(
      codes.map((c) => declined([{ card: c }], k)),
      !or,
    );
    return grammaticalCase === 'Nom' ? capital(list) : list;
  }

  /** "the Drist (chosen Three)", "de Dulle (third Ole)", "a dud". */
  function roleText(role: Role, variant: Variant): Segment[] {
    switch (role.kind) {
      case 'ole':
        return t('role.ole', { name: text(`ole.${role.name}`), id: role.name, ordinal: text(`ordinal.${role.order}`) });
      case 'beater':
        return role.name === 'frikortensteker' || role.name === null
          ? t('role.beater.frikortensteker', { rank: rankWords(role.rank) })
          : t('role.beater.named', { name: text(`beater.${role.name}`), rank: rankWords(role.rank) });
      case 'free-card':
      case 'chosen-plain':
      case 'unchosen-court':
        return t(`role.${role.kind}`, { rank: rankWords(role.rank) });
      case 'dud':
        return variant.unchosenOrder === 'natural' ? t('role.dud.ranked', { rank: rankWords(role.rank) }) : t('role.dud');
      default:
        return t(`role.${role.kind}`);
    }
  }

  /** A short label for a card in a picker: "Dulle", "Drist", "free card", "dud". */
  function roleLabel(role: Role, variant: Variant): string {
    switch (role.kind) {
      case 'ole':
        return text('label.ole', { name: breakable(text(`ole.${role.name}`)) });
      case 'beater':
        return role.name === 'frikortensteker' || role.name === null
          ? text('label.beater.frikortensteker')
          : text('label.beater.named', { name: breakable(text(`beater.${role.name}`)) });
      case 'dud':
        return text(variant.unchosenOrder === 'natural' ? 'label.dud.ranked' : 'label.dud');
      default:
        return text(`label.${role.kind}`);
    }
  }

  /** What takes the trick from a card with this guard: "an Ole, any chosen beater or the Ace of its suit". */
  function alternatives(ctx: DealContext, guard: Extract<Guard, { kind: 'led' }>): Segment[] {
    const beaters = ctx.variant.beaters.slice(0, guard.thresholdOrder).map((b) => b.rank);
    const alts: Segment[][] = [t('alt.ole')];
    if (beaters.length === ctx.variant.beaters.length) alts.push(t('alt.beaters.any'));
    else if (beaters.length <= 3) alts.push(t('alt.beaters.list', { list: orList(beaters.map((r) => t('alt.beater.rank', { rank: rankWords(r) }))) }));
    else alts.push(t('alt.beaters.from', { rank: rankWords(guard.threshold) }));
    if (guard.ownSuit !== 'none') alts.push(t(`alt.own.${guard.ownSuit}`));
    return orList(alts);
  }

  /** What a leading card needs to be beaten, as a sentence. */
  function guardText(ctx: DealContext, guard: Guard): Segment[] {
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

  function reasonText(ctx: DealContext, step: ContestStep<CardCode, Role, ReasonKey, ReasonParams>, holder: Role): Segment[] {
    const { key, params } = step.reason;
    const g = params.guard;
    if (key === 'beater-over-led' || key === 'beater-too-low') {
      // beats.ts gives these only against a led card's guard, which names what reaches it; any other guard says itself.
      if (g.kind !== 'led') return guardText(ctx, g);
      const cls = roleText(holder, ctx.variant);
      return t(key === 'beater-over-led' ? 'falls.to' : 'falls.only', { class: cls, alternatives: alternatives(ctx, g) });
    }
    if (key === 'powerless') {
      const kind = step.role.kind;
      return t(isPowerless(kind) ? `reason.powerless.${kind}` : 'reason.powerless.other');
    }
    return t(`reason.${key}`);
  }

  /** One plain sentence for a card of the trick: what it is, and whether it takes the trick and why. */
  function stepText(ctx: DealContext, steps: readonly Step[], i: number): Segment[] {
    const step = steps[i]!;
    const role = roleText(step.role, ctx.variant);
    if (step.outcome === 'leads') return t('step.leads', { card: card(step.card), role, guard: guardText(ctx, step.reason.params.guard) });
    const held = steps[step.against]!;
    const against = step.against === 0 ? t('step.against.led', { card: card(held.card) }) : t('step.against', { card: card(held.card) });
    return t(step.outcome === 'takes' ? 'step.takes' : 'step.stays', { card: card(step.card), role, against, reason: reasonText(ctx, step, held.role) });
  }

  return {
    lang,
    locale,
    /** a number in the page's format, for an island that writes one outside a message */
    number: format,
    /** the parts of the catalog it speaks from, to make a speaker with more (the family's words, loaded on demand) */
    catalog,
    t,
    has,
    text,
    plain: plainText,
    spoken,
    rankName,
    rankWords,
    suitName,
    cardName,
    cardShort: shortOf,
    faceName,
    seatName,
    orList,
    cardList,
    roleText,
    roleLabel,
    alternatives,
    guardText,
    stepText,
  };
}
export type Speaker = ReturnType<typeof createSpeaker>;

/** A speaker with more words than `base` had (a part of the catalog loaded on demand), in its language. */
export const speakerWith = (base: Speaker, words: Catalog | undefined): Speaker => createSpeaker(base.lang, { ...base.catalog, ...words });
