// Astro integration: after the build, a page whose islands hydrate at load names every module they import
// statically as a <link rel="modulepreload">, so a slow connection fetches them in one round trip instead of
// one per level of imports. Islands that wait to be visible keep loading late.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { entryUrls, htmlFiles, moduleClosure } from './built-site.mjs';

/** @returns {import('astro').AstroIntegration} */
export default function preloadIslands() {
  let base = '/';
  return {
    name: 'preload-islands',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.replace(/\/?$/, '/');
      },
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir);
        const toFile = (url) => (url.startsWith(base) ? join(root, url.slice(base.length)) : null);
        const toUrl = (file) => base + relative(root, file).split('\\').join('/');
        for (const file of htmlFiles(root)) {
          const html = readFileSync(file, 'utf8');
          const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)]
            .filter((m) => /\bclient="(?:load|idle|only)"/.test(m[0]))
            .flatMap((m) => [...m[0].matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g)].map((u) => u[1]));
          if (islands.length === 0) continue;
          const scripts = new Set(entryUrls(html).filter((u) => !islands.includes(u)));
          const modules = moduleClosure(islands.map(toFile).filter(Boolean), toFile, { dynamic: false })
            .map(toUrl)
            .filter((u) => !scripts.has(u) && !html.includes(`rel="modulepreload" href="${u}"`));
          const links = modules.map((u) => `<link rel="modulepreload" href="${u}">`).join('');
          writeFileSync(file, html.replace('</head>', `${links}</head>`));
        }
      },
    },
  };
}
