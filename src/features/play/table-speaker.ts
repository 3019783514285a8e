import { packWords } from '../../i18n/pack-words.ts';
import { capital, type Segment, type Speaker } from '../../i18n/speaker.ts';
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
  const cardName: Speaker['cardName'] = (c, k, bare) => own(c)?.cardName(c) ?? base.cardName(c, k).replace(bare ? /^\S+ / : '', '');
  const cardShort: Speaker['cardShort'] = (c) => own(c)?.cardShort(c) ?? base.cardShort(c);
  /**
   * A beast that a German sentence declines ({card:acc}) has its article written before it, for the eye too, and shows
   * its name in the sentence's case: „Den [Roten Thier] spielen“ (a screen reader hears the article once). A beast that
   * opens the message opens a sentence (the table's buttons, „{card:Acc} spielen“): its article takes the capital.
   */
  const articled = (segments: Segment[]): Segment[] =>
    segments.flatMap((s, i) => {
      if (!('card' in s) || !s.case || s.bare || !isBeast(s.card)) return [s];
      const both = [{ text: /^\S+ /.exec(base.cardName(s.card, s.case))?.[0] ?? '' }, { ...s, bare: true }];
      return i ? both : capital(both);
    });
  const t: Speaker['t'] = (key, params, style) => articled(base.t(key, params, style ?? words()?.style));
  const plain = (segments: readonly Segment[]) =>
    segments.map((s) => ('card' in s ? (s.bare ? cardName(s.card, s.case, true) : cardShort(s.card)) : s.text)).join('');
  return {
    ...base,
    t,
    text: (key, params, style) => plain(t(key, params, style)),
    cardName,
    cardShort,
    suitName: (s) => words()?.suitName(s) ?? base.suitName(s),
    spoken: (segments: readonly Segment[]) => segments.map((s) => ('card' in s ? cardName(s.card, s.case, s.bare) : s.text)).join(''),
    plain,
  };
}
