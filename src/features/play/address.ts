/** Four-player Knüffeln's address, read and written: the deal so far, what was said, the move shown. */
import type { Action, PlayState, Said } from '../../rules/index.ts';
import { makeDealLink, parseDealLink } from './deal-link.ts';
import { makeTalk, parseTalk } from './talk-link.ts';
import { FOUR_HOSTS, YOU, type OpenedDeal } from './four-host.ts';
import { keptBefore } from './table-keep.ts';
import type { Finished } from './table-model.ts';

/** The address of the table: the deal so far (while a deal is looked through, all of it) and what was said, but never a card another player laid face down until it is seen. */
export function addressOf(s: PlayState, replay: { readonly moves: readonly Action[] } | null, talk: readonly Said[] = []): string {
  const hidden = !replay && s.phase === 'turned' && s.trick?.leader !== YOU;
  const actions = replay ? replay.moves : hidden ? s.actions.slice(0, -1) : s.actions;
  const said = talk.filter((t) => t.at <= actions.length);
  return makeDealLink({ start: s.start, actions }) + (said.length ? `&t=${makeTalk(said)}` : '');
}

/**
 * The deal in an address (its query string): the deal, what was said, the move to show (&at=), and those of the
 * tab's kept deals (`stored`) that came before it; `partial` when the link could not be read in full. A new seed
 * deals a fresh session.
 */
export function readAddress(search: string, seed: string, stored: readonly Finished[]): { read: OpenedDeal; partial: boolean } {
  const deal = parseDealLink(search, seed);
  const query = new URLSearchParams(search);
  const heard = parseTalk(query.get('t'), deal.state.actions);
  const at = query.has('at') ? Number(query.get('at')) : null;
  return {
    read: {
      state: deal.state,
      talk: heard.talk,
      at: at !== null && Number.isInteger(at) ? at : null,
      finished: keptBefore(stored, FOUR_HOSTS[deal.state.start.variant], deal.state),
    },
    partial: deal.problems.length > 0 || heard.bad !== null,
  };
}
