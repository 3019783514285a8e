/**
 * What was said at the table, in a deal link (&t=…): each thing said as the number of actions before it, the seat's
 * letter and the phrase's number, like 12N4. Opening the link gives the talk back as far as it is good.
 */
import { TABLE_PHRASES, type Action, type Said, type Seat } from '../../rules/index.ts';
import { SEAT_LETTERS } from './deal-link.ts';

const TOKEN = /^(\d{1,3})([SWNE])(\d{1,2})$/;
/** More than this is no deal's talk. */
const MOST = 300;

/** The trick (from 0) being played after the first `at` actions: four cards laid (a turned card counts once it is seen) make a trick. */
export function trickAt(actions: readonly Action[], at: number): number {
  let laid = 0;
  for (const a of actions.slice(0, at)) if (a.type === 'play' || a.type === 'see') laid++;
  return Math.floor(laid / 4);
}

export const makeTalk = (talk: readonly Said[]): string => talk.map((s) => `${s.at}${SEAT_LETTERS[s.seat]}${TABLE_PHRASES.indexOf(s.phrase)}`).join('.');

/** Reads the talk of a deal link against the deal's actions: what is good up to the first bad token, and whether one was bad. */
export function parseTalk(text: string | null, actions: readonly Action[]): { talk: Said[]; bad: string | null } {
  const talk: Said[] = [];
  for (const token of (text ?? '').split('.').filter(Boolean).slice(0, MOST)) {
    const m = TOKEN.exec(token);
    const at = m ? Number(m[1]) : -1;
    const phrase = m ? TABLE_PHRASES[Number(m[3])] : undefined;
    if (!m || !phrase || at > actions.length || at < (talk.at(-1)?.at ?? 0)) return { talk, bad: token.slice(0, 12) };
    talk.push({ seat: SEAT_LETTERS.indexOf(m[2] as (typeof SEAT_LETTERS)[number]) as Seat, phrase, at, trick: trickAt(actions, at) });
  }
  return { talk, bad: null };
}
