/**
 * What the tab keeps of a session at the other games' table: its finished deals (so a reload or the other language
 * brings the score back, as four-player Knüffeln's table does in address.ts) and the bots' settings. Anything read
 * back is checked; storage switched off keeps nothing.
 */
import { STRENGTHS, type Strength } from '../../bots/protocol.ts';
import type { Finished } from './table-model.ts';
import type { GameModel } from './game-host.ts';

const KEEP = 'knuffeln.tables.session';

export interface Kept {
  readonly finished: readonly Finished[];
  readonly fast: boolean;
  readonly strength: Strength;
  /** the learner's partners' (club where a session kept before it was chosen) */
  readonly partner: Strength;
}

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

/** The kept session, or null: nothing kept, storage off, or not ours. */
export function kept(): Kept | null {
  try {
    const k = JSON.parse(sessionStorage.getItem(KEEP) ?? 'null') as Partial<Kept> | null;
    if (!k || !Array.isArray(k.finished) || typeof k.fast !== 'boolean' || !STRENGTHS.includes(k.strength as Strength)) return null;
    const partner = STRENGTHS.find((s) => s === k.partner) ?? 'club';
    return { finished: k.finished.filter(isFinished), fast: k.fast, strength: k.strength as Strength, partner };
  } catch {
    return null;
  }
}

export function keep(m: GameModel): void {
  try {
    sessionStorage.setItem(KEEP, JSON.stringify({ finished: m.finished, fast: m.fast, strength: m.strength, partner: m.partner } satisfies Kept));
  } catch {
    // storage is off: the session lasts until the page is left
  }
}

/** The kept deals of this session that came before the deal open: the same game, the same seed, a lower number. */
export function keptBefore(finished: readonly Finished[], id: string, start: { readonly seed: string; readonly dealNo: number }): Finished[] {
  return finished.filter((f) => {
    const q = new URLSearchParams(f.link);
    return f.dealNo < start.dealNo && q.get('game') === id && q.get('seed') === start.seed;
  });
}
