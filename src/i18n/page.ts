import { en } from './en.ts';
import { enSite } from './en-site.ts';
import { addMessages, plain, t, type Param } from './format.ts';

addMessages(en);

/** The whole English catalog, as pages see it: the island messages plus the page-only strings. */
const catalog: Record<string, string> = { ...en, ...enSite };
export type PageKey = keyof typeof en | keyof typeof enSite;

const paramText = (p: Param | undefined): string | undefined => (p === undefined ? undefined : typeof p === 'object' ? plain(p) : String(p));

/** A catalog string for a page (server-side only), with {params} filled in. */
export function pageText(key: PageKey, params: Readonly<Record<string, Param>> = {}): string {
  const template = catalog[key] ?? key;
  return key in enSite ? template.replace(/\{([a-z]+)\}/g, (m, k: string) => paramText(params[k]) ?? m) : plain(t(key as keyof typeof en, params));
}
