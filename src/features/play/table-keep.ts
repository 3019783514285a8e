/**
 * The bots' settings the learner chose, kept for the tab by every table alike: a reload, the other language or another
 * game's table keeps the opponents' and the partners' strength and the pace. Anything read back is checked; storage
 * switched off keeps nothing.
 */
import { STRENGTHS, type Strength } from '../../bots/protocol.ts';

const KEEP = 'knuffeln.table.settings';

export interface TableSettings {
  readonly fast: boolean;
  readonly strength: Strength;
  readonly partner: Strength;
}

const strengthOf = (x: unknown): Strength | undefined => STRENGTHS.find((s) => s === x);

/** The settings kept, or null: nothing kept, storage off, or not ours. */
export function keptSettings(): TableSettings | null {
  try {
    const k = JSON.parse(sessionStorage.getItem(KEEP) ?? 'null') as Partial<Record<keyof TableSettings, unknown>> | null;
    const strength = strengthOf(k?.strength);
    const partner = strengthOf(k?.partner);
    return k && typeof k.fast === 'boolean' && strength && partner ? { fast: k.fast, strength, partner } : null;
  } catch {
    return null;
  }
}

export function keepSettings({ fast, strength, partner }: TableSettings): void {
  try {
    sessionStorage.setItem(KEEP, JSON.stringify({ fast, strength, partner } satisfies TableSettings));
  } catch {
    // storage is off: the settings last until the page is left
  }
}
