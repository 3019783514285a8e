/** What the Play table keeps outside the deal: the learner's seat, its address (read and written), and the session's finished deals for a reload. */
import type { Action, PlayState, Said } from '../../rules/index.ts';
import { makeDealLink, parseDealLink } from './deal-link.ts';
import { makeTalk, parseTalk } from './talk-link.ts';
import { finishedOf, YOU, type OpenedDeal } from './four-host.ts';
import type { Finished } from './table-model.ts';

/** The finished deals kept for a session (as links, from storage: anything), that belong to the deal now open: its seed, its variant, the deals before it and itself. */
export function finishedBefore(links: unknown, now: PlayState): Finished[] {
  if (!Array.isArray(links)) return [];
  const out = new Map<number, Finished>();
  for (const link of links.slice(0, 500)) {
    if (typeof link !== 'string') continue;
    const { state, problems } = parseDealLink(link, '-');
    const { seed, variant, dealNo } = state.start;
    if (problems.length || !state.result || seed !== now.start.seed || variant !== now.start.variant || dealNo > now.start.dealNo) continue;
    if (dealNo === now.start.dealNo && link !== makeDealLink(now)) continue;
    out.set(dealNo, finishedOf(state, link));
  }
  return [...out.values()].sort((a, b) => a.dealNo - b.dealNo);
}

/** The address of the table: the deal so far (while a deal is looked through, all of it) and what was said, but never a card another player laid face down until it is seen. */
export function addressOf(s: PlayState, replay: { readonly moves: readonly Action[] } | null, talk: readonly Said[] = []): string {
  const hidden = !replay && s.phase === 'turned' && s.trick?.leader !== YOU;
  const actions = replay ? replay.moves : hidden ? s.actions.slice(0, -1) : s.actions;
  const said = talk.filter((t) => t.at <= actions.length);
  return makeDealLink({ start: s.start, actions }) + (said.length ? `&t=${makeTalk(said)}` : '');
}

/** Where the tab keeps the session's finished deals, as links. */
const KEEP = 'knuffeln.play.deals';

/**
 * The session's finished deals kept for the tab (anything: finishedBefore checks each). The first use of the tab's
 * storage can cost a phone several milliseconds, so a table opening reads it in a task after its first draw.
 */
export function keptDeals(): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(KEEP) ?? '[]');
  } catch {
    return []; // nothing kept, or not ours: the session starts with this deal
  }
}

/** Keeps the session's finished deals for the tab, so a reload brings the score back. */
export function keep(finished: readonly Finished[]): void {
  try {
    sessionStorage.setItem(KEEP, JSON.stringify(finished.map((f) => f.link)));
  } catch {
    // storage is off: the score lasts until the page is left
  }
}

/**
 * The deal in an address (its query string): the deal, what was said, the move to show (&at=), and those of the
 * tab's kept deals (`stored`) that came before it; `partial` when the link could not be read in full. A new seed
 * deals a fresh session.
 */
export function readAddress(search: string, seed: string, stored: unknown): { read: OpenedDeal; partial: boolean } {
  const deal = parseDealLink(search, seed);
  const query = new URLSearchParams(search);
  const heard = parseTalk(query.get('t'), deal.state.actions);
  const at = query.has('at') ? Number(query.get('at')) : null;
  return {
    read: { state: deal.state, talk: heard.talk, at: at !== null && Number.isInteger(at) ? at : null, finished: finishedBefore(stored, deal.state) },
    partial: deal.problems.length > 0 || heard.bad !== null,
  };
}
