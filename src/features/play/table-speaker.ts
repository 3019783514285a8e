import { packWords } from '../../i18n/pack-words.ts';
import type { Segment, Speaker } from '../../i18n/speaker.ts';
import { isBeast, type FamilyCard, type PackStyle } from '../../rules/index.ts';

type Pack = ReturnType<typeof packWords>;

/**
 * The table's speaker: the kit's, naming the cards of the game being played by its own pack, as the Family pages and
 * the explorer do (Kaiserspiel's Schellen-Banner, ♦B; Karniffel's Laub-Unter, ♠U), and giving every sentence the pack's
 * style, so that German declines its ranks (das Banner, den Unter). French cards and Karniffel's beasts (the table's
 * words name them, with their article) are the kit's own. `styleOf` gives the pack of the game on the table now.
 */
export function tableSpeaker(base: Speaker, styleOf: () => PackStyle): Speaker {
  const packs = new Map<PackStyle, Pack | null>();
  const words = (): Pack | null => {
    const style = styleOf();
    if (!packs.has(style)) packs.set(style, style === 'french' ? null : packWords(base, style));
    return packs.get(style)!;
  };
  const own = (c: FamilyCard) => (isBeast(c) ? null : words());
  const cardName: Speaker['cardName'] = (c, k, bare) => own(c)?.cardName(c) ?? base.cardName(c, k, bare);
  const cardShort: Speaker['cardShort'] = (c) => own(c)?.cardShort(c) ?? base.cardShort(c);
  return {
    ...base,
    t: (key, params, style) => base.t(key, params, style ?? words()?.style),
    text: (key, params, style) => base.text(key, params, style ?? words()?.style),
    cardName,
    cardShort,
    suitName: (s) => words()?.suitName(s) ?? base.suitName(s),
    spoken: (segments: readonly Segment[]) => segments.map((s) => ('card' in s ? cardName(s.card, s.case, s.bare) : s.text)).join(''),
    plain: (segments: readonly Segment[]) =>
      segments.map((s) => ('card' in s ? (s.bare ? cardName(s.card, s.case, true) : cardShort(s.card)) : s.text)).join(''),
  };
}
