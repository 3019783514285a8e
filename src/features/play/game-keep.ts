/**
 * The finished deals of a session at the other games' table, kept for the tab (so a reload or the other language
 * brings the score back, as four-player Knüffeln's table does in address.ts); the bots' settings are kept by
 * table-keep.ts for every table. Anything read back is checked; storage switched off keeps nothing.
 */
import type { Finished } from './table-model.ts';

const KEEP = 'knuffeln.tables.session';

const isFinished = (x: unknown): x is Finished => {
  const f = x as Partial<Finished> | null;
  return (
    !!f &&
    typeof f.dealNo === 'number' &&
    typeof f.link === 'string' &&
    Array.isArray(f.paid) &&
    f.paid.every((p) => typeof p === 'number' && Number.isFinite(p))
  );
};

/** The finished deals kept (none: nothing kept, storage off, or not ours). */
export function kept(): Finished[] {
  try {
    const k = JSON.parse(sessionStorage.getItem(KEEP) ?? 'null') as { finished?: unknown } | null;
    return Array.isArray(k?.finished) ? k.finished.filter(isFinished) : [];
  } catch {
    return [];
  }
}

export function keep(finished: readonly Finished[]): void {
  try {
    sessionStorage.setItem(KEEP, JSON.stringify({ finished }));
  } catch {
    // storage is off: the session lasts until the page is left
  }
}

/**
 * The kept deals of this session up to the deal open: the same game and seed, dealt before it, and the deal itself
 * where it was kept finished as it stands (`link`), so that a reload keeps it in the score.
 */
export function keptBefore(
  finished: readonly Finished[],
  id: string,
  now: { readonly seed: string; readonly dealNo: number; readonly link: string },
): Finished[] {
  return finished.filter((f) => {
    const q = new URLSearchParams(f.link);
    return (f.dealNo < now.dealNo || (f.dealNo === now.dealNo && f.link === now.link)) && q.get('game') === id && q.get('seed') === now.seed;
  });
}
