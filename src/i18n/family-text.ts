import type { FamilyCard, FamilyGame, FamilyRole, FamilyTrickResult, Rank } from '../rules/index.ts';
import { packWords } from './pack-words.ts';
import { capital, cardWords, type Segment, type Speaker } from './speaker.ts';

/** The words for a family game's cards and tricks, from a speaker that holds the family part of the catalog. */
export function familyText(sp: Speaker, game: FamilyGame) {
  const { t, text } = sp;
  const { style, telling } = game;
  const { rankName, suitName, cardName, cardShort } = packWords(sp, style);
  const rankWords = (r: Rank): Segment[] => [{ text: rankName(r), rank: r, style }];
  /** A card as words a German sentence declines by its rank and pack („den die Schilten-Sieben hält“); a beast's name has its article. */
  const card = (code: FamilyCard): Segment[] => cardWords(code, cardName(code), style);
  const nameOf = (role: FamilyRole): string => ('name' in role && role.name ? text(`fam.name.${role.name}`) : '');

  function roleText(role: FamilyRole, led: boolean): Segment[] {
    switch (role.kind) {
      case 'trump':
        // Kaiserspiel tells a trump by how far it reaches (its tier: king-, ober- or under-beater), with its name where it has one.
        if (telling.trump === 'reach' && role.reach !== 'number')
          return role.name ? t('fam.role.trump.kaiser', { name: nameOf(role), tier: text(`fam.reach.${role.reach}`) }) : t(`fam.reach.${role.reach}`);
        return t('fam.role.trump', { name: nameOf(role) });
      case 'devil':
        return t(led ? 'fam.role.devil.led' : 'fam.role.devil');
      case 'seven':
        return t(`fam.role.seven.${telling.seven}`);
      case 'little':
        return t('fam.role.little', { name: nameOf(role) });
      case 'chosen-plain':
        return role.name ? t('fam.role.chosen-plain.named', { name: nameOf(role) }) : t('fam.role.chosen-plain');
      default:
        return t(`fam.role.${role.kind}`);
    }
  }

  /** A short label on a small card face: the card's own name ("Joos", "Karnöffel", "Oberstecher"), else its kind ("trump"). */
  function label(role: FamilyRole): string {
    // A soft hyphen before a compound's last part, so a narrow face breaks "Ober-stecher", not "Oberst-echer".
    const name = nameOf(role)
      .replace(/^(the|der|die|das|a|an|eine?|genannt) /i, '')
      .replace(/(stecher|karniffel|fel)$/, '\u00AD$1');
    if (role.kind === 'plain') return '';
    if (role.kind === 'dead-banner') return text('fam.label.dead-banner');
    if (role.kind === 'beast') return text(`fam.face.${role.name}`);
    if (name && name.length <= 14 && !name.includes(' ') && role.kind !== 'chosen-plain' && role.kind !== 'free-card') return name;
    return text(`fam.label.${role.kind}`);
  }

  function reach(role: FamilyRole): Segment[] {
    if (role.kind !== 'trump' || role.reach === 'king') return t('fam.reach.all');
    // The rank as words with its code and pack, so that a German sentence declines it by the noun table („bis zum Ober“).
    if (role.reach === 'ober') return t('fam.reach.to.ober', { rank: rankWords('Q') });
    if (role.reach === 'under') return t('fam.reach.to.under', { rank: rankWords('J'), ober: rankName('Q') });
    return t('fam.reach.to.number');
  }

  function leadGuard(role: FamilyRole): Segment[] {
    switch (role.kind) {
      case 'trump':
        return t(telling.lead === 'beaters' ? 'fam.lead.trump.karniffel' : 'fam.lead.trump');
      case 'devil':
      case 'beast':
      case 'free-card':
      case 'dead-banner':
        return t(`fam.lead.${role.kind}`);
      case 'seven':
        return t(`fam.lead.seven.${telling.seven}`);
      default:
        return t(telling.lead === 'beaters' ? 'fam.lead.plain.karniffel' : 'fam.lead.plain');
    }
  }

  /** One plain sentence for a card of the trick: what it is, and whether it takes the trick and why. */
  function stepText(result: FamilyTrickResult, i: number): Segment[] {
    const step = result.steps[i]!;
    const role = roleText(step.role, i === 0);
    if (step.outcome === 'leads') return capital(t('fam.step.leads', { card: card(step.card), role, guard: leadGuard(step.role) }));
    const { key, params } = step.reason;
    const reason =
      key === 'trump-reaches' && !params.top
        ? t('fam.reason.beater-over-suit')
        : t(`fam.reason.${key}`, { reach: reach(step.role), top: params.top ? card(params.top) : '' });
    const held = result.steps[step.against]!;
    return capital(t(step.outcome === 'takes' ? 'fam.step.takes' : 'fam.step.stays', { card: card(step.card), role, against: card(held.card), reason }));
  }

  /** What the game's page and the explorer say openly, as its module lists it: which cards Karniffel's beasts are, and its Seven that may not lead the first trick. */
  const notes = (): string[] => game.notes.map((note) => text(`fam.note.${note}`));

  return { style, rankName, suitName, cardName, cardShort, roleText, label, stepText, notes };
}
export type FamilyText = ReturnType<typeof familyText>;
