// Astro integration: after the build it minifies the service worker's registration (dist/registerSW.js, from
// public/), writes pagefind's search index, fills the offline notes (the home page's, the not-found page's) with the
// sizes of what the service worker saves, and then writes the service worker, dist/sw.js, with the list of the final
// files (scripts/precache.mjs; its source is src/sw/worker.js).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import * as pagefind from 'pagefind';
import { DEFAULT_LANG, LANGS, isLang } from '../src/i18n/lang.ts';
import { LOCALES } from '../src/i18n/locales.ts';
import { htmlFiles } from './built-site.mjs';
import { ALL_MARK, SIZE_MARK, manifest, megabytes, sizes, writeWorker } from './precache.mjs';

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

/**
 * Fills each note with its page's language's size and everything's, written as the page's language writes a decimal
 * (Intl.NumberFormat with the language's locale, src/i18n/locales.ts): 4.0 MB, and 4,0 MB on a German page.
 */
function fill(templates, mb) {
  for (const [file, html] of templates) {
    const code = /<html lang="([^"]+)"/.exec(html)?.[1];
    const lang = isLang(code) ? code : DEFAULT_LANG;
    const shown = (n) => new Intl.NumberFormat(LOCALES[lang].intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(n));
    writeFileSync(file, html.replaceAll(ALL_MARK, shown(mb.all)).replaceAll(SIZE_MARK, shown(mb[lang])));
  }
}

/** @returns {import('astro').AstroIntegration} */
export default function offline() {
  let base = '/';
  return {
    name: 'offline',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        // Every page loads it: its comments stay in public/registerSW.js.
        const register = join(root, 'registerSW.js');
        writeFileSync(register, (await transform(readFileSync(register, 'utf8'), { minify: true })).code);
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

        // The sizes the notes give, counted with the notes filled in: a figure's length may move a total, so the
        // notes are filled twice. Then the service worker, with the final list of files (precache.mjs).
        const marked = htmlFiles(root).filter((f) => [SIZE_MARK, ALL_MARK].some((m) => readFileSync(f, 'utf8').includes(m)));
        const templates = new Map(marked.map((f) => [f, readFileSync(f, 'utf8')]));
        let mb = Object.fromEntries([...LANGS, 'all'].map((k) => [k, '0.0']));
        for (let pass = 0; pass < 2; pass++) {
          fill(templates, mb);
          const bytes = sizes(manifest(root));
          mb = Object.fromEntries(Object.entries(bytes).map(([k, n]) => [k, megabytes(n)]));
        }
        fill(templates, mb);
        const { entries, version } = writeWorker(root, base);
        const language = new Intl.DisplayNames('en', { type: 'language' });
        const each = LANGS.map((lang) => `${mb[lang]} MB in ${language.of(lang)}`).join(', ');
        logger.info(`the service worker (version ${version}) may save ${entries.length} files: ${each}, ${mb.all} MB in all`);
      },
    },
  };
}
