import type { search as en } from '../en/search.ts';
import type { Translation } from '../message.ts';

/** Die Suchseite. */
export const search = {
  'search.label': 'Die Website durchsuchen',
  'search.submit': 'Suchen',
  'search.loading': 'Suche läuft …',
  'search.none': 'Nichts gefunden für „{query}“. Versuch es mit einem einzelnen Wort, etwa Ole, Jann oder Paas, oder stöbere im Glossar.',
  'search.count': { plural: 'count', one: '1 Treffer für „{query}“', other: '{count} Treffer für „{query}“' },
  'search.unavailable': 'Die Suche konnte hier nicht starten. Das Glossar und die Lektionen sind trotzdem nur einen Fingertipp entfernt.',
} as const satisfies Translation<typeof en>;
