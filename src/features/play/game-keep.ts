/**
 * What the tab keeps of a session at the other games' table: its finished deals (so a reload or the other language
 * brings the score back, as four-player Knüffeln's table does in address.ts) and the bots' settings. Anything read
 * back is checked; storage switched off keeps nothing.
 */
import { STRENGTHS, type Strength } from '../../bots/protocol.ts';
import type { GameFinished, GameModel } from './game-table.ts';

const KEEP = 'knuffeln.tables.session';

export interface Kept {
  readonly finished: readonly GameFinished[];
  readonly fast: boolean;
  readonly strength: Strength;
}

const isFinished = (x: unknown): x is GameFinished => {
  const f = x as Partial<GameFinished> | null;
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
    return { finished: k.finished.filter(isFinished), fast: k.fast, strength: k.strength as Strength };
  } catch {
    return null;
  }
}

export function keep(m: GameModel): void {
  try {
    sessionStorage.setItem(KEEP, JSON.stringify({ finished: m.finished, fast: m.fast, strength: m.strength } satisfies Kept));
  } catch {
    // storage is off: the session lasts until the page is left
  }
}
