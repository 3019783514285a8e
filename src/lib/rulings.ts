import { getCollection } from 'astro:content';
import type { RulingId } from '../rules/index.ts';

/** Ruling titles by id, for islands that link a decided trick to its ruling. */
export async function rulingTitles(): Promise<Partial<Record<RulingId, string>>> {
  return Object.fromEntries((await getCollection('rulings')).map((r) => [r.id, r.data.title]));
}
