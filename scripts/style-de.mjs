// The German style sheet's forbidden forms (content/style/de-forbidden.json) on the built German pages.
// node scripts/style-de.mjs [dist]   lists every form on every page under dist/…/de/, per page, and counts them;
// tests/e2e/style-de.spec.ts fails on each; scripts/style-de-grep.mjs takes a first look at source files.
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { htmlFiles } from './built-site.mjs';

/**
 * @typedef {{ id: string, pattern: string, flags?: string, use: string }} Rule
 * @typedef {{ rule: string, use: string, text: string, context: string }} Hit
 */

/** The rules, each with its regular expression (flags g and u, and the rule's own). @returns {(Rule & { re: RegExp })[]} */
export function forbiddenRules(path = fileURLToPath(new URL('../content/style/de-forbidden.json', import.meta.url))) {
  /** @type {{ rules: Rule[] }} */
  const { rules } = JSON.parse(readFileSync(path, 'utf8'));
  return rules.map((r) => ({ ...r, re: new RegExp(r.pattern, `gu${r.flags ?? ''}`) }));
}

/** Elements whose text is no reader's: code and styles; a template is not shown. */
const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'svg']);
/** Elements that start a line of their own: their text never runs on into the next element's. */
const BLOCK =
  /^(ADDRESS|ARTICLE|ASIDE|BLOCKQUOTE|BR|BUTTON|CAPTION|DD|DETAILS|DIALOG|DIV|DL|DT|FIELDSET|FIGCAPTION|FIGURE|FOOTER|FORM|H[1-6]|HEADER|HR|LABEL|LEGEND|LI|MAIN|NAV|OL|OPTION|P|PRE|SECTION|SELECT|SUMMARY|TABLE|TBODY|TD|TFOOT|TH|THEAD|TR|UL|ASTRO-ISLAND|NOSCRIPT|TITLE)$/;

/** Attributes whose words a reader meets: an accessible name, a picture's text, a tooltip, a field's hint. */
const SAID = ['aria-label', 'alt', 'title', 'placeholder'];

/**
 * An element's text one string per block (a paragraph, a cell, a list item). `look` says what to do with each element:
 * 'skip' it, leave it out as a 'gap' (it still parts the words on either side, as a quotation does), or read it ('in');
 * `said` takes the words it says beside its text (an accessible name) as a line of their own.
 * @param {Element} root
 * @param {(el: Element) => 'skip' | 'gap' | 'in'} look
 * @param {(el: Element) => string[]} [said]
 * @param {RegExp} [block]
 * @returns {string[]}
 */
export function textBlocks(root, look, said = () => [], block = BLOCK) {
  /** @type {string[]} */
  const blocks = [];
  let line = '';
  const flush = () => {
    const t = line.replace(/\s+/g, ' ').trim();
    if (t) blocks.push(t);
    line = '';
  };
  /** @param {Element} el */
  const walk = (el) => {
    for (const n of el.childNodes) {
      if (n.nodeType === 3) line += n.textContent;
      else if (n.nodeType === 1) {
        const child = /** @type {Element} */ (n);
        const how = SKIP.has(child.tagName) || child.tagName === 'SVG' ? 'skip' : look(child);
        if (how === 'skip') continue;
        if (how === 'gap') {
          line += ' ';
          continue;
        }
        blocks.push(...said(child));
        const own = block.test(child.tagName);
        if (own) flush();
        walk(child);
        if (own) flush();
      }
    }
  };
  walk(root);
  flush();
  return blocks;
}

/**
 * The text a reader of a German page meets, one string per block (a paragraph, a cell, a list item): the title, the
 * description and the body, screen-reader text and accessible names included; not scripts or styles, not text in another language (an element with a lang
 * other than de: Low German, an English quotation) and not a spelling as a source prints it (data-source-spelling).
 * @param {string} html
 * @returns {string[]}
 */
export function germanText(html) {
  const { document } = new JSDOM(html).window;
  /** @type {string[]} */
  const blocks = [];
  const title = document.querySelector('title')?.textContent ?? '';
  if (title.trim()) blocks.push(title.trim());
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  if (description.trim()) blocks.push(description.trim());
  /** @param {Element} el */
  const look = (el) => {
    const lang = el.getAttribute('lang');
    return (lang !== null && !/^de\b/i.test(lang)) || el.hasAttribute('data-source-spelling') ? 'gap' : 'in';
  };
  // What a screen reader or a tooltip says of it is text the reader meets too, as a line of its own.
  /** @param {Element} el */
  const said = (el) => SAID.flatMap((a) => el.getAttribute(a)?.replace(/\s+/g, ' ').trim() || []);
  blocks.push(...textBlocks(document.body, look, said));
  return blocks;
}

/**
 * Every forbidden form in a page's German text, with the rule that forbids it and the words around it.
 * @param {string} html
 * @param {ReturnType<typeof forbiddenRules>} rules
 * @returns {Hit[]}
 */
export function styleHits(html, rules = forbiddenRules()) {
  return germanText(html).flatMap((text) =>
    rules.flatMap((r) =>
      [...text.matchAll(r.re)].map((m) => ({
        rule: r.id,
        use: r.use,
        text: m[0],
        context: `${m.index > 30 ? '…' : ''}${text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30)}${m.index + m[0].length + 30 < text.length ? '…' : ''}`,
      })),
    ),
  );
}

/** The German pages of a built site: every HTML file under a de/ folder. @param {string} dist */
export const germanPages = (dist) => htmlFiles(dist).filter((f) => relative(dist, f).split(sep).includes('de'));

/** A hit as one line: rule, the form, the words around it and what to write instead. @param {Hit} h */
export const describeHit = (h) => `${h.rule}: „${h.text}“ in „${h.context}“ → ${h.use}`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dist = process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url));
  const rules = forbiddenRules();
  let total = 0;
  /** @type {Record<string, number>} */
  const byRule = {};
  const pages = germanPages(dist);
  for (const file of pages) {
    const hits = styleHits(readFileSync(file, 'utf8'), rules);
    if (!hits.length) continue;
    console.log(`\n${relative(dist, file)} (${hits.length})`);
    for (const h of hits) {
      console.log(`  ${describeHit(h)}`);
      byRule[h.rule] = (byRule[h.rule] ?? 0) + 1;
    }
    total += hits.length;
  }
  console.log(
    `\n${Object.entries(byRule)
      .sort((a, b) => b[1] - a[1])
      .map(([r, n]) => `${r} ${n}`)
      .join(', ')}`,
  );
  console.log(`${total} forbidden form(s) on ${pages.length} German pages`);
  process.exitCode = total ? 1 : 0;
}
