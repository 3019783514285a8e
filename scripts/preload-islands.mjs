// Astro integration: after the build, a page whose islands hydrate at load names every module they import
// statically as a <link rel="modulepreload">, so a slow connection fetches them in one round trip instead of
// one per level of imports. Islands that wait (idle, visible) keep loading late.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { htmlFiles, islandUrls, makePreload, moduleClosure, preloadUrls, scriptUrls, siteFiles } from './built-site.mjs';

/** @returns {import('astro').AstroIntegration} */
export default function preloadIslands() {
  let base = '/';
  return {
    name: 'preload-islands',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base;
      },
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const { toFile, toUrl } = siteFiles(root, base);
        for (const file of htmlFiles(root)) {
          const html = readFileSync(file, 'utf8');
          const islands = islandUrls(html, /^(?:load|only)$/);
          if (islands.length === 0) continue;
          if (!html.includes('</head>')) {
            logger.warn(`${file}: no </head>, so no preload links`);
            continue;
          }
          const known = new Set([...scriptUrls(html), ...preloadUrls(html)]);
          const links = moduleClosure(
            islands.map(toFile).filter((f) => f !== null),
            toFile,
            { dynamic: false },
          )
            .map(toUrl)
            .filter((u) => !known.has(u))
            .map(makePreload)
            .join('');
          writeFileSync(
            file,
            html.replace('</head>', () => `${links}</head>`),
          );
        }
      },
    },
  };
}
