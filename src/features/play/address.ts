/** Four-player Knüffeln's links (?v=…), one of the Play table's two formats (table-links.ts): the deal so far, what was said, the move shown. */
import type { Action, PlayState, Said, VariantId } from '../../rules/index.ts';
import { makeDealLink, parseDealLink, type DealLinkProblem } from './deal-link.ts';
import { makeTalk, parseTalk } from './talk-link.ts';
import { YOU } from './four-host.ts';
import type { TableLinks } from './table-links.ts';

/** The address of the table: the deal so far (while a deal is looked through, all of it) and what was said, but never a card another player laid face down until it is seen. */
export function addressOf(s: PlayState, replay: { readonly moves: readonly Action[] } | null, talk: readonly Said[] = []): string {
  const hidden = !replay && s.phase === 'turned' && s.trick?.leader !== YOU;
  const actions = replay ? replay.moves : hidden ? s.actions.slice(0, -1) : s.actions;
  const said = talk.filter((t) => t.at <= actions.length);
  return makeDealLink({ start: s.start, actions }) + (said.length ? `&t=${makeTalk(said)}` : '');
}

/**
 * Four-player Knüffeln's links: the deal (its variant names the table's entry), what was said (&t=) and the move to show
 * (&at=); each problem of the deal link by its code (a bad move with its place), and talk that does not fit as bad-talk.
 * A new seed deals a fresh session.
 */
export const FOUR_LINKS: TableLinks<PlayState, VariantId, DealLinkProblem['code'] | 'bad-talk'> = {
  read(search, seed) {
    const deal = parseDealLink(search, seed);
    const query = new URLSearchParams(search);
    const heard = parseTalk(query.get('t'), deal.state.actions);
    const at = query.has('at') ? Number(query.get('at')) : null;
    return {
      id: deal.state.start.variant,
      state: deal.state,
      talk: heard.talk,
      at: at !== null && Number.isInteger(at) ? at : null,
      problems: [
        ...deal.problems.map((p) => (p.code === 'bad-move' ? { code: p.code, at: Number(p.params['index']) } : { code: p.code })),
        ...(heard.bad === null ? [] : [{ code: 'bad-talk' as const }]),
      ],
    };
  },
  write: (_, whole, looking, talk) => addressOf(whole, looking ? { moves: whole.actions } : null, talk),
};
