// @ts-check
import mdx from '@astrojs/mdx';
import svelte from '@astrojs/svelte';
import { defineConfig } from 'astro/config';

/** Serve under a sub-path (GitHub Pages, or the tests' /knuffeln/) with BASE_PATH=/knuffeln/. */
const base = process.env.BASE_PATH ?? '/';

export default defineConfig({
  base,
  trailingSlash: 'ignore',
  integrations: [svelte(), mdx()],
  markdown: { syntaxHighlight: false },
  security: {
    csp: {
      // 'wasm-unsafe-eval' lets pagefind compile its WebAssembly search index; nothing else is relaxed.
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
});
