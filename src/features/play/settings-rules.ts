import { DEFAULT_VARIANT, isFamilyId, isVariantId, VARIANT_IDS, type FamilyId, type VariantId } from '../../rules/index.ts';
import { TABLE_GAME_IDS, TABLE_SEATS, type TableGameId } from '../../rules/table-ids.ts';
import { FOUR_SEATS } from '../../rules/four-table.ts';
import { STRENGTHS, type Strength } from '../../bots/protocol.ts';

/** What the settings offer, from the rules: every game of the table's registry, Knüffeln's variants, each one's sizes; the bots' strengths. */
export interface SettingsRules {
  readonly games: readonly TableGameId[];
  readonly variants: readonly VariantId[];
  readonly first: VariantId;
  readonly strengths: readonly Strength[];
  isFamily(id: string): id is FamilyId;
  isVariant(id: string): id is VariantId;
  sizesOf(game: 'knueffeln-4' | TableGameId, variant: VariantId): readonly number[];
}

/**
 * The rules' lists, handed to the settings' choices (SettingsBody) by the fold loaded with the table, so that the later
 * parts bring only their own code: modules shared with a chunk loaded on demand are split apart from the page's.
 */
export const SETTINGS_RULES: SettingsRules = {
  games: TABLE_GAME_IDS,
  variants: VARIANT_IDS,
  first: DEFAULT_VARIANT,
  strengths: STRENGTHS,
  isFamily: isFamilyId,
  isVariant: isVariantId,
  sizesOf: (game, variant) => (game === 'knueffeln-4' ? FOUR_SEATS[variant].rules.seats : TABLE_SEATS[game]),
};
