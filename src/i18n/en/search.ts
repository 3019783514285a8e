import type { Message } from '../message.ts';
/** The search page. */
export const search = {
  'search.label': 'Search the site',
  'search.submit': 'Search',
  'search.loading': 'Searching…',
  'search.none': 'Nothing found for “{query}”. Try a single word, such as Ole, Jann or Paas, or browse the glossary.',
  'search.count': { plural: 'count', one: '1 result for “{query}”', other: '{count} results for “{query}”' },
  'search.unavailable': 'Search could not start here. The glossary and the lessons are still one tap away.',
} as const satisfies Record<string, Message>;
