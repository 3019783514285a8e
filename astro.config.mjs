// @ts-check
import { createHash } from 'node:crypto';
import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import svelte from '@astrojs/svelte';
import AstroPWA from '@vite-pwa/astro';
import { defineConfig } from 'astro/config';
import offline from './scripts/offline.mjs';
import { PRECACHE_GLOBS, PRECACHE_IGNORES } from './scripts/precache.mjs';
import plainImports from './scripts/plain-imports.mjs';
import preloadIslands from './scripts/preload-islands.mjs';
import { THEME_SCRIPT } from './src/lib/theme.mjs';
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
  // English at the root, German under /de/ (src/pages/de); pages read their language from Astro.currentLocale.
  i18n: { locales: ['en', 'de'], defaultLocale: 'en', routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false } },
  integrations: [
    svelte(),
    mdx(),
    // Before the PWA integration, so the service worker precaches the pages with their preload links.
    preloadIslands(),
    // Then the search index and the home page's offline note, so the service worker precaches them as they are.
    offline(),
    // The whole site works offline after one visit: the service worker precaches every page, the search index and the assets.
    AstroPWA({
      base,
      scope: base,
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        name: 'Knüffeln: learn it, and settle the trick',
        short_name: 'Knüffeln',
        description: 'Learn the North Frisian card game, and settle a disputed trick card by card.',
        lang: 'en',
        start_url: `${base}trick/`,
        scope: base,
        display: 'standalone',
        theme_color: '#0b5f56',
        background_color: '#fbf8f1',
        icons: [{ src: `${base}favicon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: PRECACHE_GLOBS,
        globIgnores: PRECACHE_IGNORES,
        // Pages are precached under their file names (learn/x/index.html); sw-pages.js answers page requests,
        // from the network first, so no URL rewriting is needed.
        manifestTransforms: [],
        importScripts: ['sw-pages.js'],
        // The explorer's state is its query string, and pagefind adds ?ts=: the precached copy serves them all.
        ignoreURLParametersMatching: [/.*/],
        navigateFallback: null,
        // A new version takes over as soon as it is installed, and cleans out the old copies.
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  vite: {
    // Dynamic imports without Vite's preload wrapper (scripts/plain-imports.mjs).
    plugins: [plainImports()],
    environments: {
      client: {
        build: {
          // Svelte's runtime in a chunk of its own name, so the size report can tell framework from our code.
          rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'svelte', test: /node_modules[\\/](svelte|esm-env|clsx)[\\/]/ }] } } },
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
      // The one inline script, the stored colour theme set before the first paint (Base.astro), allowed by its hash.
      scriptDirective: {
        resources: ["'self'", "'wasm-unsafe-eval'"],
        hashes: [`sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}`],
      },
      directives: ["default-src 'self'", "img-src 'self' data:", "object-src 'none'", "base-uri 'self'", "form-action 'self'"],
    },
  },
});
