// Astro integration: after the build, a page whose islands hydrate at load names every module they import
// statically as a <link rel="modulepreload">, so a slow connection fetches them in one round trip instead of
// one per level of imports. Islands that wait (idle, visible) keep loading late.
// Those modules also open with V8's compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+): their functions run
// as the island starts, so they are compiled on a background thread as they stream in, instead of one by one on the
// main thread at their first call (on the Play table that was half of the island's first task).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { htmlFiles, islandUrls, makePreload, moduleClosure, preloadUrls, scriptUrls, siteFiles } from './built-site.mjs';

/** V8's compile hint for a whole file: it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** @returns {import('astro').AstroIntegration} */
export default function preloadIslands() {
  let base = '/';
  /** the modules that islands hydrating at load run at once, on any page */
  const eager = new Set();
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
          const closure = moduleClosure(
            islands.map(toFile).filter((f) => f !== null),
            toFile,
            { dynamic: false },
          );
          for (const f of closure) eager.add(f);
          const links = closure
            .map(toUrl)
            .filter((u) => !known.has(u))
            .map(makePreload)
            .join('');
          writeFileSync(
            file,
            html.replace('</head>', () => `${links}</head>`),
          );
        }
        for (const f of eager) {
          const js = readFileSync(f, 'utf8');
          if (!js.startsWith(COMPILE_HINT)) writeFileSync(f, `${COMPILE_HINT}\n${js}`);
        }
        logger.info(`${eager.size} modules run at load carry the compile hint`);
      },
    },
  };
}
