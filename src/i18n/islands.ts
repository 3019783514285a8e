import * as de from './de.ts';
import * as en from './en.ts';
import { units as deUnits } from './de/units.ts';
import { units as enUnits } from './en/units.ts';
import type { Lang } from './lang.ts';
import type { Message } from './message.ts';

/** The parts of the catalog an island can be given (the family's and a bad link's words load on demand: lazy.ts). */
export type PartName =
  'calc' | 'course' | 'errors' | 'exam' | 'explorer' | 'game' | 'picker' | 'play' | 'quiz' | 'roles' | 'search' | 'turn' | 'units' | 'walk';
export type Part = Readonly<Record<string, Message>>;
const PARTS: Readonly<Record<Lang, Readonly<Record<PartName, Part>>>> = {
  en: {
    calc: en.calc,
    course: en.course,
    errors: en.errors,
    exam: en.exam,
    explorer: en.explorer,
    game: en.game,
    picker: en.picker,
    play: en.play,
    quiz: en.quiz,
    roles: en.roles,
    search: en.search,
    turn: en.turn,
    units: enUnits,
    walk: en.walk,
  },
  de: {
    calc: de.calc,
    course: de.course,
    errors: de.errors,
    exam: de.exam,
    explorer: de.explorer,
    game: de.game,
    picker: de.picker,
    play: de.play,
    quiz: de.quiz,
    roles: de.roles,
    search: de.search,
    turn: de.turn,
    units: deUnits,
    walk: de.walk,
  },
};

/** The catalog parts an island uses, in a language, as one catalog (server side: pages and the islands' server render). */
export const islandCatalog = (lang: Lang, parts: readonly PartName[]): Part => Object.assign({}, ...parts.map((p) => PARTS[lang][p])) as Part;

/** A part as the JSON a page carries for its islands (components/site/IslandWords.astro), `<` escaped so it cannot close its script element. */
export const partJson = (lang: Lang, part: PartName): string => JSON.stringify(PARTS[lang][part]).replaceAll('<', '\\u003c');
