/**
 * How a deal of four-player Knüffeln ended, in words: who won and by what, what is paid, and the mark it puts on the 1924
 * slate. One of the table's later parts (table-later.ts), with its words (i18n/<lang>/play-later.ts): a deal's end comes
 * long after they have, and a deal opened over waits for them.
 */
import type { Segment, Speaker } from '../../i18n/speaker.ts';
import { sideOfSeat, type PlayState, type slateMark } from '../../rules/index.ts';
import { laterSpeaker } from './later-words.ts';

/** The lines of a finished deal (none for a deal in play), in the table's speaker's language. */
export function dealOver(table: Speaker, s: PlayState, mark: ReturnType<typeof slateMark>): Segment[][] {
  const result = s.result;
  if (!result) return [];
  const { text } = laterSpeaker(table);
  const unit = result.payment.unit;
  // A run is told by who ran (in a march, the side that ran wins): the others from the learner's side's turn, or the learner's side from theirs.
  const ranBy = sideOfSeat(s.actions.at(-1)!.seat);
  const how = result.outcome === 'ran' ? (`ran.${ranBy === 0 ? 'us' : 'them'}` as const) : result.outcome;
  const outcome = text(`play.outcome.${how}` as const);
  const paid =
    unit === 'rung'
      ? text('play.paid.rungs', { amount: text('unit.rung', { amount: result.payment.amount }) })
      : unit === 'ladder-game'
        ? text('play.paid.ladder-game')
        : text('play.paid', { amount: text(`unit.${unit}`, { amount: result.payment.amount }) });
  const lines = [[{ text: text(result.winner === 0 ? 'play.over.won' : 'play.over.lost', { outcome, how }) }], [{ text: paid }]];
  // the slate's mark goes against the side that lost the ladder game
  if (mark) lines.push([{ text: text(`play.mark.${mark}`, { side: text(result.winner === 0 ? 'play.side.them' : 'play.side.us') }) }]);
  return lines;
}
