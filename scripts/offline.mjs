// Astro integration, listed before the PWA one: after the build it writes pagefind's search index, then
// fills the home page's offline note with the size of what the service worker precaches. The PWA
// integration's own build:done hook runs next, so the service worker precaches the index and the final pages.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import { htmlFiles } from './built-site.mjs';
import { SIZE_MARK, megabytes, precacheFiles } from './precache.mjs';

/**
 * Left out of the index, so search excerpts read as the page does: words only a screen reader hears, button
 * labels (Term's word is a button but part of its sentence), popovers (Term's gloss), noscript notes and the
 * islands: exercises, explorers and calculators are controls and live figures, not the page's text.
 */
export const INDEX_EXCLUDES = ['.sr-only', 'button:not([data-term])', '[popover]', 'noscript', 'astro-island'];

/**
 * The page as pagefind should read it: a space between elements that touch (table cells, buttons, cards) and
 * around block elements, since Astro's compressed HTML drops the whitespace a browser would show as a gap.
 */
export function spaced(html) {
  return html
    .replace(/(<\/[a-z][a-z0-9-]*>)(?=<[a-z])/gi, '$1 ')
    .replace(/(<\/(?:p|div|li|dt|dd|td|th|tr|h[1-6]|section|figcaption|caption|label|summary|legend)>)(?=[^\s<])/gi, '$1 ')
    .replace(/([^\s>])(<(?:p|div|li|dt|dd|td|th|tr|h[1-6]|section|figcaption|caption|label|summary|legend)[\s>])/gi, '$1 $2')
    .replace(/<br\s*\/?>/gi, ' ');
}

/** @returns {import('astro').AstroIntegration} */
export default function offline() {
  return {
    name: 'offline',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        // The search index, with pagefind's Node API (what `pagefind --site dist` does, on a spaced copy of each page).
        const { index, errors } = await pagefind.createIndex({ excludeSelectors: INDEX_EXCLUDES });
        if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
        const problems = [...errors];
        for (const file of htmlFiles(root)) {
          const added = await index.addHTMLFile({ sourcePath: relative(root, file).split(sep).join('/'), content: spaced(readFileSync(file, 'utf8')) });
          problems.push(...added.errors);
        }
        // Written here from memory: writeFiles once left pagefind-entry.json empty on a busy machine.
        const built = await index.getFiles();
        await pagefind.close();
        problems.push(...built.errors);
        if (problems.length) throw new Error(`pagefind: ${problems.join('; ')}`);
        for (const f of built.files) {
          const out = join(root, 'pagefind', f.path);
          mkdirSync(dirname(out), { recursive: true });
          writeFileSync(out, f.content);
        }
        const entry = JSON.parse(readFileSync(join(root, 'pagefind', 'pagefind-entry.json'), 'utf8'));
        const pages = Object.values(entry.languages).reduce((n, l) => n + l.page_count, 0);
        if (!pages) throw new Error('pagefind: the index holds no page');
        logger.info(`pagefind indexed ${pages} pages`);

        // The size, counted with the note already filled in (a figure's length barely moves the total).
        const files = precacheFiles(root);
        const marked = files.filter((f) => f.endsWith('.html') && readFileSync(join(root, f), 'utf8').includes(SIZE_MARK));
        const total = (mb) =>
          files.reduce(
            (sum, f) =>
              sum + (marked.includes(f) ? Buffer.byteLength(readFileSync(join(root, f), 'utf8').replaceAll(SIZE_MARK, mb)) : statSync(join(root, f)).size),
            0,
          );
        let mb = megabytes(total('0.0'));
        mb = megabytes(total(mb));
        // Written as the page's language writes a decimal (Intl.NumberFormat): 6.0 MB, and 6,0 MB on a German page.
        for (const f of marked) {
          const html = readFileSync(join(root, f), 'utf8');
          const lang = /<html lang="([^"]+)"/.exec(html)?.[1] ?? 'en';
          const shown = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(mb));
          writeFileSync(join(root, f), html.replaceAll(SIZE_MARK, shown));
        }
        logger.info(`the service worker precaches ${files.length} files, ${mb} MB`);
      },
    },
  };
}
