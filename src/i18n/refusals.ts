import { FAMILY_IDS, VARIANT_IDS, type Rank, type RuleError } from '../rules/index.ts';
import type { Param } from './message.ts';
import type { Speaker } from './speaker.ts';

// Refusals in words, apart from the speaker: only a bad link, the stakes calculator and the build need them.

/** The params of a refusal or a link problem made readable: the ranks a pack leaves out by name, a game by its name. */
export function ruleParams(s: Speaker, raw: RuleError['params']): Record<string, Param> {
  const params: Record<string, Param> = { ...raw };
  const omitted = raw['omitted'];
  // One rank left out goes with its code, so that German finds its plural in data (ohne die Zehnen).
  if (typeof omitted === 'string')
    params['omitted'] = omitted.length === 1 ? s.rankWords(omitted as Rank) : [...omitted].map((r) => s.rankName(r as Rank)).join(', ');
  if (typeof raw['game'] === 'string') params['game'] = s.text(`variant.${raw['game'] as (typeof FAMILY_IDS)[number]}`);
  return params;
}

/** A refusal of the rules module in words: its code picks the sentence, its params fill it. */
export function errorText(s: Speaker, error: Pick<RuleError, 'code' | 'params'>): string {
  const params = ruleParams(s, error.params);
  if (error.code === 'unknown-variant') params['choices'] = s.orList([...VARIANT_IDS, ...FAMILY_IDS].map((id) => [{ text: s.text(`variant.${id}`) }]));
  return s.text(`error.${error.code}`, params);
}
