import type { Lang } from './lang.ts';
import type { Message } from './message.ts';

/** The parts of the catalog an island can be given (the family's and a bad link's words load on demand: lazy.ts; the Play table loads `why` with its fold). */
export const PART_NAMES = [
  'calc',
  'course',
  'errors',
  'exam',
  'explorer',
  'game',
  'picker',
  'play',
  'quiz',
  'review',
  'roles',
  'search',
  'turn',
  'units',
  'walk',
  'why',
] as const;
export type PartName = (typeof PART_NAMES)[number];
export type Part = Readonly<Record<string, Message>>;

/**
 * Every language's parts, found by its folder: src/i18n/<lang>/<part>.ts exports the part under the file's name
 * (en/calc.ts: `export const calc`), so a language brings its parts with no list to edit here. The pattern names the
 * parts of PART_NAMES (islands.test.ts holds the two together), so the words loaded on demand stay out.
 */
const MODULES = import.meta.glob<Readonly<Record<string, Part>>>(
  './*/{calc,course,errors,exam,explorer,game,picker,play,quiz,review,roles,search,turn,units,walk,why}.ts',
  { eager: true },
);

/** A part in a language; a language that lacks it fails the build (and islands.test.ts) here, by the file's name. */
export function partOf(lang: Lang, name: PartName): Part {
  const part = MODULES[`./${lang}/${name}.ts`]?.[name];
  if (!part) throw new Error(`src/i18n/${lang}/${name}.ts, which an island needs, is missing or exports no \`${name}\``);
  return part;
}

/** The catalog parts an island uses, in a language, as one catalog (server side: pages and the islands' server render). */
export const islandCatalog = (lang: Lang, parts: readonly PartName[]): Part => Object.assign({}, ...parts.map((p) => partOf(lang, p))) as Part;

/** A part as the JSON a page carries for its islands (components/site/IslandWords.astro), `<` escaped so it cannot close its script element. */
export const partJson = (lang: Lang, part: PartName): string => JSON.stringify(partOf(lang, part)).replaceAll('<', '\\u003c');
