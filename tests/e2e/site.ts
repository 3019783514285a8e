import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ORIGIN } from './env.ts';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Every page of the built site, as a path relative to the base (''), found by walking dist/. */
export function builtPages(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (name === 'pagefind' || name.startsWith('_')) continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html')) {
        const rel = relative(DIST, full).split(sep).join('/');
        out.push(rel === 'index.html' ? '' : rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel);
      }
    }
  };
  walk(DIST);
  return out.sort();
}

export interface Watch {
  errors: string[];
  foreign: string[];
}

/** Records console errors, page errors, CSP violations and requests to any other origin. */
export async function watch(page: Page): Promise<Watch> {
  const w: Watch = { errors: [], foreign: [] };
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning' && /Content.Security.Policy/i.test(m.text())) w.errors.push(m.text());
  });
  page.on('pageerror', (e) => w.errors.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(ORIGIN) && !url.startsWith('data:') && !url.startsWith('blob:')) w.foreign.push(url);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`);
    });
  });
  return w;
}

/** Axe with the WCAG 2.x A and AA rules and best practices: no violations allowed. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}

/** Waits until every island on the page has hydrated. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}
