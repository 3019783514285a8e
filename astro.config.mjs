// @ts-check
import mdx from '@astrojs/mdx';
import svelte from '@astrojs/svelte';
import AstroPWA from '@vite-pwa/astro';
import { defineConfig } from 'astro/config';
import preloadIslands from './scripts/preload-islands.mjs';

/** Serve under a sub-path (GitHub Pages, or the tests' /knuffeln/) with BASE_PATH=/knuffeln/. */
const base = process.env.BASE_PATH ?? '/';

export default defineConfig({
  base,
  trailingSlash: 'ignore',
  integrations: [
    svelte(),
    mdx(),
    // Before the PWA integration, so the service worker precaches the pages with their preload links.
    preloadIslands(),
    // The trick explorer works offline after one visit: the service worker precaches it and its assets.
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
        globPatterns: ['trick/index.html', 'index.html', '_astro/*.{js,css}', 'favicon.svg'],
        // The explorer's state is its query string: any /trick/?… link opens the precached page.
        ignoreURLParametersMatching: [/.*/],
        navigateFallback: null,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkFirst',
            options: { cacheName: 'pages', networkTimeoutSeconds: 4 },
          },
        ],
      },
      experimental: { directoryAndTrailingSlashHandler: true },
    }),
  ],
  vite: {
    environments: {
      client: {
        build: {
          // Svelte's runtime in a chunk of its own name, so the size report can tell framework from our code.
          rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'svelte', test: /node_modules[\\/](svelte|esm-env|clsx)[\\/]/ }] } } },
        },
      },
    },
  },
  markdown: { syntaxHighlight: false },
  security: {
    csp: {
      // 'wasm-unsafe-eval' lets pagefind compile its WebAssembly search index; nothing else is relaxed.
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
      directives: ["default-src 'self'", "img-src 'self' data:", "object-src 'none'", "base-uri 'self'", "form-action 'self'"],
    },
  },
});
