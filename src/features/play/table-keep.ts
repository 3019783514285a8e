/**
 * What every table keeps for the tab alike: the bots' settings the learner chose (a reload, the other language or
 * another game's table keeps the opponents' and the partners' strength and the pace), and the session's finished deals
 * (its score). Anything read back is checked; storage switched off keeps nothing.
 */
import { STRENGTHS, type Strength } from '../../bots/protocol.ts';
import type { TableAct } from '../../rules/index.ts';
import type { Finished, TableHost } from './table-model.ts';

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

/** Where the tab keeps the session's finished deals, at every table alike. */
const DEALS = 'knuffeln.table.deals';

const isFinished = (x: unknown): x is Finished => {
  const f = x as Partial<Finished> | null;
  return (
    !!f && Number.isInteger(f.dealNo) && typeof f.link === 'string' && Array.isArray(f.paid) && f.paid.every((p) => typeof p === 'number' && Number.isFinite(p))
  );
};

/**
 * The finished deals kept for the tab (none: nothing kept, storage off, or not ours), at most the last 500. The first
 * use of the tab's storage can cost a phone several milliseconds, so a table may read it after its first draw.
 */
export function keptDeals(): Finished[] {
  try {
    const k = JSON.parse(sessionStorage.getItem(DEALS) ?? 'null') as unknown;
    return Array.isArray(k) ? k.slice(-500).filter(isFinished) : [];
  } catch {
    return [];
  }
}

/** Keeps the session's finished deals for the tab, so a reload or the other language brings the score back. */
export function keepDeals(finished: readonly Finished[]): void {
  try {
    sessionStorage.setItem(DEALS, JSON.stringify(finished));
  } catch {
    // storage is off: the score lasts until the page is left
  }
}

/**
 * The kept deals of the session the deal open belongs to (the same game and seed, by its host): those dealt before it,
 * and the deal itself where it was kept finished as it stands, so that a reload keeps it in the score.
 */
export function keptBefore<S>(
  finished: readonly Finished[],
  host: Pick<TableHost<S, TableAct, unknown>, 'link' | 'session'> & { readonly game: { startOf(s: S): { readonly dealNo: number } } },
  now: S,
): Finished[] {
  const link = host.link(now);
  const session = host.session(link);
  const { dealNo } = host.game.startOf(now);
  const out = new Map<number, Finished>();
  for (const f of finished)
    if (session !== null && (f.dealNo < dealNo || (f.dealNo === dealNo && f.link === link)) && host.session(f.link) === session) out.set(f.dealNo, f);
  return [...out.values()].sort((a, b) => a.dealNo - b.dealNo);
}
