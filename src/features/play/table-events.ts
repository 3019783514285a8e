import type { Said, TablePhrase } from '../../rules/index.ts';
import type { CardCode, PlayState, Seat } from '../../rules/index.ts';

/** What the table saw happen, in order: what the log lists and a screen reader hears. A declined exchange is nobody's business. */
export type TableEvent = { readonly at: number } & (
  | { readonly kind: 'exchanged'; readonly seat: Seat; readonly give: CardCode; readonly take: CardCode }
  | { readonly kind: 'played' | 'saw'; readonly seat: Seat; readonly card: CardCode }
  | { readonly kind: 'facedown' | 'ran' | 'went-on' | 'took'; readonly seat: Seat }
  | { readonly kind: 'said'; readonly said: Said; readonly seat: Seat }
);

/** A table phrase in the page's language, from the phrasebook: its words as said, their language, what they mean, whether they may be a bluff. */
export interface PhraseWords {
  readonly original: string;
  readonly lang: string;
  readonly meaning: string;
  readonly bluff: 'never' | 'can-be' | 'often';
}
export type TalkWords = Readonly<Record<Exclude<TablePhrase, 'silent'>, PhraseWords>>;

/** The deal's events so far, from its actions, with what was said in between (`at`: how many actions came before or with it). */
export function tableEvents(s: Pick<PlayState, 'actions' | 'takers'>, talk: readonly Said[] = []): TableEvent[] {
  const out: TableEvent[] = [];
  let laid = 0;
  let tricks = 0;
  let said = 0;
  /** the card laid face down, shown once it is seen */
  let turned: CardCode | null = null;
  const sayUpTo = (at: number) => {
    while (said < talk.length && talk[said]!.at <= at) out.push({ kind: 'said', said: talk[said]!, seat: talk[said]!.seat, at: talk[said++]!.at });
  };
  s.actions.forEach((a, i) => {
    sayUpTo(i);
    const at = i + 1;
    if (a.type === 'exchange') out.push({ kind: 'exchanged', seat: a.seat, give: a.give, take: a.take, at });
    else if (a.type === 'turn') {
      turned = a.card;
      out.push({ kind: 'facedown', seat: a.seat, at });
    } else if (a.type === 'see') out.push({ kind: 'saw', seat: a.seat, card: turned!, at });
    else if (a.type === 'run') out.push({ kind: 'ran', seat: a.seat, at });
    else if (a.type === 'go-on') out.push({ kind: 'went-on', seat: a.seat, at });
    else if (a.type === 'play') out.push({ kind: 'played', seat: a.seat, card: a.card, at });
    if (a.type === 'play' || a.type === 'see') laid++;
    if (laid === 4) {
      laid = 0;
      const taker = s.takers[tricks++];
      if (taker !== undefined) out.push({ kind: 'took', seat: taker, at });
    }
  });
  sayUpTo(s.actions.length);
  return out;
}
