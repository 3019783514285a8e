import type { CardCode, PlayState, Seat } from '../rules/index.ts';

/** What the table saw happen, in order: what the log lists and a screen reader hears. A declined exchange is nobody's business. */
export type TableEvent =
  | { readonly kind: 'exchanged'; readonly seat: Seat; readonly give: CardCode; readonly take: CardCode }
  | { readonly kind: 'played'; readonly seat: Seat; readonly card: CardCode }
  | { readonly kind: 'facedown' | 'saw' | 'ran' | 'went-on' | 'took'; readonly seat: Seat };

/** The deal's events so far, from its actions. */
export function tableEvents(s: Pick<PlayState, 'actions' | 'takers'>): TableEvent[] {
  const out: TableEvent[] = [];
  let laid = 0;
  let tricks = 0;
  for (const a of s.actions) {
    if (a.type === 'exchange') out.push({ kind: 'exchanged', seat: a.seat, give: a.give, take: a.take });
    else if (a.type === 'turn') out.push({ kind: 'facedown', seat: a.seat });
    else if (a.type === 'see') out.push({ kind: 'saw', seat: a.seat });
    else if (a.type === 'run') out.push({ kind: 'ran', seat: a.seat });
    else if (a.type === 'go-on') out.push({ kind: 'went-on', seat: a.seat });
    else if (a.type === 'play') out.push({ kind: 'played', seat: a.seat, card: a.card });
    if (a.type === 'play' || a.type === 'see') laid++;
    if (laid === 4) {
      laid = 0;
      const taker = s.takers[tricks++];
      if (taker !== undefined) out.push({ kind: 'took', seat: taker });
    }
  }
  return out;
}
