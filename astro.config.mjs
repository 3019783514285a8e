// @ts-check
import { createHash } from 'node:crypto';
import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import svelte from '@astrojs/svelte';
import { defineConfig } from 'astro/config';
import offline from './scripts/offline.mjs';
import plainImports from './scripts/plain-imports.mjs';
import { islandEntries, islandGroup } from './scripts/island-chunks.mjs';
import preloadIslands from './scripts/preload-islands.mjs';
import { GAME_MARK_SCRIPT, THEME_SCRIPT } from './src/lib/theme.mjs';
import { DEFAULT_LANG, LANGS } from './src/i18n/lang.ts';
import { citeRuns } from './scripts/cite-runs.mjs';
import { termRepeats } from './scripts/term-repeats.mjs';

/** Serve under a sub-path (GitHub Pages, or the tests' /knuffeln/) with BASE_PATH=/knuffeln/. */
const base = process.env.BASE_PATH ?? '/';
/** The origin the site is served from (SITE_URL=https://example.org): canonical, hreflang and og:url become absolute, as search engines need. */
const site = process.env.SITE_URL || undefined;

export default defineConfig({
  base,
  site,
  trailingSlash: 'ignore',
  // English at the root, German under /de/ (the languages from src/i18n/lang.ts); pages read their language from Astro.currentLocale. One route file per
  // kind of page builds it in every language (src/pages/[...kind].astro, src/i18n/routes.ts); two files that would
  // build the same address fail the build.
  i18n: { locales: [...LANGS], defaultLocale: DEFAULT_LANG, routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false } },
  prerenderConflictBehavior: 'error',
  integrations: [
    svelte(),
    mdx(),
    // Before the offline integration, so the service worker saves the pages with their preload links.
    preloadIslands(),
    // Then the search index, the offline notes' sizes and the service worker, which saves the site for offline use
    // (scripts/offline.mjs; the worker's source, with how it works, is src/sw/worker.js).
    offline(),
  ],
  vite: {
    // Dynamic imports without Vite's preload wrapper (scripts/plain-imports.mjs).
    plugins: [plainImports(), islandEntries()],
    // The bots' worker as an ES module (it is started with type: 'module'), so that what it loads on demand, the other
    // games' bot, stays a chunk of its own and the worker's first load stays small.
    worker: { format: 'es', plugins: () => [plainImports()] },
    environments: {
      client: {
        build: {
          // Svelte's runtime in a chunk of its own name, so the size report can tell framework from our code.
          // The one-line stand-in for Vite's preload helper (scripts/plain-imports.mjs) rides along with it, rather than
          // making a chunk of its own once two islands load something on demand.
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: 'svelte', test: /node_modules[\\/](svelte|esm-env|clsx)[\\/]|vite\/preload-helper/ }, islandGroup] } },
          },
        },
      },
    },
  },
  // Astro's own Markdown processor, plus two steps: a term's popover once per lesson section, its repeats plain links;
  // citations side by side in one bracket.
  markdown: { syntaxHighlight: false, processor: satteri({ mdastPlugins: [termRepeats, citeRuns] }) },
  security: {
    csp: {
      // 'wasm-unsafe-eval' lets pagefind compile its WebAssembly search index; nothing else is relaxed.
      // The inline scripts, each allowed by its hash: the stored colour theme set before the first paint (Base.astro),
      // and the Play page's mark of the game an address names (PlayPage.astro).
      scriptDirective: {
        resources: ["'self'", "'wasm-unsafe-eval'"],
        hashes: [THEME_SCRIPT, GAME_MARK_SCRIPT].map(
          (script) => /** @type {`sha256-${string}`} */ (`sha256-${createHash('sha256').update(script).digest('base64')}`),
        ),
      },
      directives: ["default-src 'self'", "img-src 'self' data:", "object-src 'none'", "base-uri 'self'", "form-action 'self'"],
    },
  },
});
