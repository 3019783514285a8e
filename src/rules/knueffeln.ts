import type { CardCode } from './cards.ts';
import { lookupCardIn, parseChosen, parseDealContext } from './deal-context.ts';
import type { Game } from './game.ts';
import type { DealContext } from './roles.ts';
import { resolveKnueffelnTrick, type TrickResult } from './trick.ts';
import { packOf, VARIANT_IDS, VARIANTS, type Variant, type VariantId } from './variants.ts';

/**
 * A Knüffeln table as a game: its variant's data (variants.ts) behind the one game model, two chosen suits; `rules`
 * is the variant itself, which the whole deal (play.ts, view.ts, session.ts) reads for its exchanges, turns and stakes.
 */
export type KnueffelnGame = Omit<Game<DealContext, TrickResult>, 'pack'> & { readonly pack: readonly CardCode[]; readonly rules: Variant };

const tableOf = (v: Variant): KnueffelnGame => ({
  id: v.id,
  rules: v,
  pack: packOf(v),
  chosenCount: 2,
  players: v.players,
  style: 'french',
  notes: [],
  parseChosen,
  lookupCard: (code) => lookupCardIn(v.id, code),
  parseSetup: (chosen) => {
    const pair = parseChosen(chosen);
    return pair.ok ? parseDealContext(v.id, pair.value) : pair;
  },
  // A trick read by its own table's rules, whatever variant its input names.
  resolve: (input) =>
    resolveKnueffelnTrick(
      typeof input === 'object' && input !== null && (input as { variant?: unknown }).variant !== v.id ? { ...input, variant: v.id } : input,
    ),
});

/** The four Knüffeln tables as games, one for each variant. */
export const KNUEFFELN = Object.fromEntries(VARIANT_IDS.map((id) => [id, tableOf(VARIANTS[id])])) as Readonly<Record<VariantId, KnueffelnGame>>;
