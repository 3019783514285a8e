/**
 * The games the Play table deals beside four-player Knüffeln, one entry each (chessops' one registry of rules): the
 * deal machine seen from its seats (deal-rules.ts TableGame), what its deals are paid in, and its pack's style.
 * Loaded only when one of them is played.
 */
import type { DealRules, TableGame, TableStart, TableView } from './deal-rules.ts';
import type { FamilyDealMachine, FamilyDealState, FamilyGameAction, FamilyView } from './family-deal.ts';
import type { PackStyle } from './game.ts';
import { FAMILY } from './family-games.ts';
import { karnoeffelDeal } from './karnoeffel-deal.ts';
import { karniffelDeal } from './karniffel-deal.ts';
import { ok } from './result.ts';

type Act = { readonly type: string; readonly seat: number };

export interface TableGameEntry {
  readonly game: TableGame<unknown, Act, unknown>;
  /** what a deal is paid in: Knüffeln's cents, the family's points */
  readonly unit: 'cent' | 'point';
  readonly style: PackStyle;
  /** the score a session plays to, or null where each deal is settled alone */
  readonly target: number | null;
}

const baseOf = (rules: DealRules): number => (rules.stakes.kind === 'fixed' ? rules.stakes.base : rules.stakes.base);

/** A family game's deal machine at the table: its start as a link writes it, and its view as the table draws it. */
export function familyTable<Ext, VExt, GA extends FamilyGameAction>(
  m: FamilyDealMachine<Ext, VExt, GA>,
  stakeOf: (v: FamilyView<VExt>) => number = () => baseOf(m.rules),
): TableGame<FamilyDealState<Ext, GA>, FamilyDealState<Ext, GA>['actions'][number], FamilyView<VExt>> {
  const id = m.game.id;
  return {
    ...m,
    tables: m.rules.seats,
    parseStart: (input) => {
      const s = (input ?? {}) as Partial<TableStart>;
      const parsed = m.parseStart({ game: id, players: s.seats, seed: s.seed, dealNo: s.dealNo, dealer: s.dealer });
      return parsed.ok ? ok({ seats: parsed.value.players, seed: parsed.value.seed, dealNo: parsed.value.dealNo, dealer: parsed.value.dealer }) : parsed;
    },
    start: (start) => m.start({ game: id, players: start.seats, seed: start.seed, dealNo: start.dealNo, dealer: start.dealer }),
    startOf: (s) => ({ seats: s.start.players, seed: s.start.seed, dealNo: s.start.dealNo, dealer: s.start.dealer }),
    next: (s) => {
      const n = m.next(s.start);
      return { seats: n.players, seed: n.seed, dealNo: n.dealNo, dealer: n.dealer };
    },
    actionsOf: (s) => s.actions,
    table: (v): TableView => {
      const n = v.start.players;
      const laid = (t: { leader: number; cards: readonly (string | null)[] }) => ({
        leader: t.leader,
        cards: t.cards.map((card, k) => ({ seat: (t.leader + k) % n, card: card as TableView['hand'][number] | null })),
      });
      return {
        seat: v.seat,
        seats: n,
        dealer: v.start.dealer,
        sides: Array.from({ length: n }, (_, seat) => (seat % 2) as 0 | 1),
        hand: v.hand,
        handSizes: v.handSizes,
        chosen: v.chosen,
        faceUp: [...v.table.map((card) => ({ seat: null, card })), ...v.known.flatMap((cards, seat) => cards.map((card) => ({ seat, card })))],
        trick: v.trick ? laid(v.trick) : null,
        tricks: v.tricks.map((t, i) => ({ ...laid(t), taker: v.takers[i]! })),
        won: v.won,
        toAct: v.result ? null : v.toAct,
        stake: stakeOf(v),
      };
    },
  } as TableGame<FamilyDealState<Ext, GA>, FamilyDealState<Ext, GA>['actions'][number], FamilyView<VExt>>;
}

const entry = <Ext, VExt, GA extends FamilyGameAction>(m: FamilyDealMachine<Ext, VExt, GA>): TableGameEntry => ({
  game: familyTable(m) as unknown as TableGameEntry['game'],
  unit: 'point',
  style: FAMILY[m.game.id].style,
  target: m.game.target,
});

/** Every game the table deals beside four-player Knüffeln, in the order the settings offer them. */
export const TABLE_GAMES = {
  karnoeffel: entry(karnoeffelDeal),
  karniffel: entry(karniffelDeal),
} as const satisfies Readonly<Record<string, TableGameEntry>>;
export type TableGameId = keyof typeof TABLE_GAMES;
export const TABLE_GAME_IDS = Object.keys(TABLE_GAMES) as TableGameId[];
