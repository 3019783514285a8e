// Prints the JavaScript each built page loads (gzip bytes): its scripts, its islands' components and
// renderers, and everything they import. With --check, fails when a page breaks its budget.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const base = (process.env.BASE_PATH ?? detectBase()).replace(/\/?$/, '/');

/**
 * Budgets in gzip bytes. `goal` is the target we report against; `bytes` is the ceiling --check enforces,
 * so a regression fails CI. A page without an island must ship nothing.
 */
const BUDGETS = [
  { match: /^trick\/$/, bytes: 38 * 1024, goal: 25 * 1024, why: 'trick explorer island' },
  { match: /^glossary\/$/, bytes: 3 * 1024, goal: 2 * 1024, why: 'glossary filter: a small script, no framework' },
  { match: /.*/, bytes: 46 * 1024, goal: 25 * 1024, islandOnly: true, why: 'page with widgets' },
  { match: /.*/, bytes: 0, goal: 0, why: 'text page: no JavaScript' },
];

function detectBase() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  return /<link rel="icon" href="([^"]*?)favicon\.svg"/.exec(html)?.[1] ?? '/';
}

function pages(dir = DIST) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name === 'pagefind') return [];
    if (statSync(full).isDirectory()) return pages(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

const gz = new Map();
function gzipSize(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gz.get(file);
}

function toFile(url) {
  if (!url.startsWith(base)) return null;
  return join(DIST, url.slice(base.length));
}

/** A module and everything it imports, statically or dynamically (pagefind's own files excluded). */
function closure(file, seen) {
  if (seen.has(file)) return;
  seen.add(file);
  const src = readFileSync(file, 'utf8');
  for (const m of src.matchAll(/(?:import|export)\s*(?:[^'"]*?from\s*)?["']([^"']+\.js)["']|import\(\s*["']([^"']+\.js)["']\s*\)/g)) {
    const spec = m[1] ?? m[2];
    if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
    const target = spec.startsWith('/') ? toFile(spec) : join(dirname(file), spec);
    if (target) closure(target, seen);
  }
}

const rows = [];
for (const file of pages()) {
  const html = readFileSync(file, 'utf8');
  const urls = [
    ...[...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g)].map((m) => m[1]),
  ];
  const seen = new Set();
  for (const u of urls) {
    const f = toFile(u);
    if (f) closure(f, seen);
  }
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  const bytes = [...seen].reduce((sum, f) => sum + gzipSize(f), 0) + (inline ? gzipSync(inline).length : 0);
  const page = relative(DIST, file).split(sep).join(posix.sep).replace(/(^|\/)index\.html$/, '$1');
  const island = html.includes('<astro-island') || seen.size > 0;
  const budget = BUDGETS.find((b) => b.match.test(page) && (b.islandOnly ? island : true) && (b.bytes > 0 || !island));
  rows.push({ page: page || '/', bytes, files: seen.size, island, budget });
}

rows.sort((a, b) => b.bytes - a.bytes || a.page.localeCompare(b.page));
console.log('JavaScript per page (gzip bytes, all modules the page loads):');
for (const r of rows) {
  const ok = r.bytes <= r.budget.bytes;
  const goal = r.bytes <= r.budget.goal ? 'goal met' : `goal ${r.budget.goal} not met`;
  console.log(`${ok ? ' ' : '✗'} ${String(r.bytes).padStart(7)}  ${r.page.padEnd(40)} ${r.files} files, ceiling ${r.budget.bytes}, ${goal} (${r.budget.why})`);
}
const over = rows.filter((r) => r.bytes > r.budget.bytes);
if (process.argv.includes('--check') && over.length) {
  console.error(`${over.length} page(s) over budget.`);
  process.exit(1);
}
