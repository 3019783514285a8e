// Reads the built site in dist/: its pages, its base path, and the JavaScript modules a page loads. Shared by
// the size report, the load bench and the build step that writes preload links.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Every HTML file under dir, pagefind's own files left out. */
export function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'pagefind' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** The base path the site was built for (BASE_PATH), read from the home page's favicon link. */
export function detectBase(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  return /<link rel="icon" href="([^"]*?)favicon\.svg"/.exec(html)?.[1] ?? '/';
}

const STATIC = /(?:^|[;}\s])(?:import|export)\s*(?:[^'"]*?from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC = /import\(\s*["']([^"']+\.js)["']\s*\)/g;

/** The module URLs a page's HTML starts from: external scripts, and each island's component and renderer. */
export function entryUrls(html) {
  return [
    ...[...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g)].map((m) => m[1]),
  ];
}

/**
 * Every file reachable from `files` through imports, in the order met. `toFile` maps a root-relative URL
 * to a file (null: not ours). With `dynamic`, modules loaded by import() count too.
 */
export function moduleClosure(files, toFile, { dynamic = true } = {}) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const src = readFileSync(file, 'utf8');
    const specs = [...src.matchAll(STATIC), ...(dynamic ? src.matchAll(DYNAMIC) : [])].map((m) => m[1]);
    for (const spec of specs) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      const target = spec.startsWith('/') ? toFile(spec) : join(dirname(file), spec);
      if (target) visit(target);
    }
  };
  files.forEach(visit);
  return [...seen];
}
