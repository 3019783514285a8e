/**
 * Draws the two native samples german.md counts: sentences of the built German pages, and distinct sentences the islands
 * assemble over seeded states (scripts/island-text.ts), in fixed shares per kind of island. A fixed seed makes the draw
 * the same each time for the same site; a native reader then gives each sentence a verdict in the file it writes.
 *
 *   npm run build && node scripts/native-sample.ts [out]     (default content/style/native-sample.json)
 *
 * Verdicts already in the output file are kept for sentences drawn again; tests/content/native-sample.test.ts counts them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './built-site.mjs';
import { shownText } from './shown-text.mjs';
import { islandText, SOURCES, splitSentences, type Source } from './island-text.ts';
import { randomFrom } from '../src/rules/index.ts';

/** How many to draw: pages, and islands per kind (german.md drew 260 and 127, and dropped fragments first; 280 leaves 240 once fragments are out). */
export const PAGE_DRAW = 280;
export const ISLAND_PER_SOURCE = 18;

/** native: a German author would write it so; not-native: it needs a correction (the note says which); fragment: a label, a list or a table row, not a sentence (not counted, as german.md dropped them). */
export type Verdict = 'native' | 'not-native' | 'fragment';
export interface Judged {
  readonly text: string;
  /** a page's path, or the island and the state it was said in */
  readonly where: string;
  readonly source?: Source;
  readonly verdict: Verdict | null;
  /** why it is not native, and what a German author would write */
  readonly note?: string;
}
export interface NativeSample {
  readonly pages: readonly Judged[];
  readonly islands: readonly Judged[];
}

/** A sentence worth judging: four words or more, ending as a sentence ends; not a label, a card list or run-together link text. */
const isSentence = (s: string): boolean => s.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length >= 4 && /[.!?:“»)]$/u.test(s) && !/\p{Ll}\p{Lu}/u.test(s);
const sentencesIn = (block: string): string[] => splitSentences(block).filter(isSentence);

function pageSentences(dist: string): { text: string; where: string }[] {
  const seen = new Set<string>();
  const out: { text: string; where: string }[] = [];
  for (const file of htmlFiles(dist)
    .filter((f: string) => /[/\\]de[/\\]/.test(f))
    .sort()) {
    const where = file.slice(dist.length).replace(/index\.html$/, '');
    const html = readFileSync(file, 'utf8');
    // an older address of a page (routes.ts ALIASES, termAlias) repeats the page it names as canonical
    if (!html.includes(`/${where}"`) || !new RegExp(`<link rel="canonical" href="[^"]*/${where}"`).test(html)) continue;
    for (const block of shownText(html))
      for (const text of sentencesIn(block))
        if (!seen.has(text)) {
          seen.add(text);
          out.push({ text, where });
        }
  }
  return out;
}

/**
 * The `n` sentences whose seeded key is lowest: whether a sentence is drawn depends on its own words and the seed alone,
 * so a page renamed or a sentence mended elsewhere leaves the rest of the draw (and its verdicts) as it was.
 */
function drawn<T extends { readonly text: string }>(items: readonly T[], seed: string, n: number): T[] {
  const key = (t: string) => randomFrom(`${seed}/${t}`)();
  return items
    .map((item) => ({ item, k: key(item.text) }))
    .sort((a, b) => a.k - b.k)
    .slice(0, n)
    .map((x) => x.item);
}

export function drawSample(dist: string): { pages: { text: string; where: string }[]; islands: { text: string; where: string; source: Source }[] } {
  const pages = drawn(pageSentences(dist), 'native-sample/pages', PAGE_DRAW);
  const all = islandText('de', { deals: 2, draws: 12 }).filter((s) => !s.row);
  const seen = new Set<string>();
  const islands = SOURCES.flatMap((source) => {
    const distinct = all.filter((s) => s.source === source && !seen.has(s.text) && seen.add(s.text));
    return drawn(distinct, `native-sample/${source}`, ISLAND_PER_SOURCE).map(({ text, where }) => ({ text, where, source }));
  });
  return { pages, islands };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dist = fileURLToPath(new URL('../dist/', import.meta.url));
  const out = process.argv[2] ?? fileURLToPath(new URL('../content/style/native-sample.json', import.meta.url));
  const before: NativeSample | null = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as NativeSample) : null;
  const kept = new Map([...(before?.pages ?? []), ...(before?.islands ?? [])].map((j) => [j.text, j]));
  const judged = (s: { text: string; where: string; source?: Source }): Judged => {
    const old = kept.get(s.text);
    return { ...s, verdict: old?.verdict ?? null, ...(old?.note ? { note: old.note } : {}) };
  };
  const { pages, islands } = drawSample(dist);
  const sample: NativeSample = { pages: pages.map(judged), islands: islands.map(judged) };
  writeFileSync(out, `${JSON.stringify(sample, null, 2)}\n`);
  const open = [...sample.pages, ...sample.islands].filter((j) => j.verdict === null).length;
  console.log(`${sample.pages.length} page sentences, ${sample.islands.length} island sentences; ${open} without a verdict → ${out}`);
}
