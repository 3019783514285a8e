import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { describeHit, forbiddenRules, germanPages, styleHits } from '../../scripts/style-de.mjs';
import { pagePath } from '../../scripts/built-site.mjs';

/**
 * The German style sheet (content/lessons/AUTHORING.md, „Deutsch: das Stilblatt“) on every built German page: no form
 * that content/style/de-forbidden.json forbids, in the text a reader meets (title, description, body, screen-reader text
 * and accessible names; not text in another language, nor a spelling as a source prints it). Read from dist/, without
 * a browser.
 * `node scripts/style-de.mjs` lists them all at once.
 */
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const rules = forbiddenRules();

// A page either has the style sheet's words or it has not: a retry would only repeat the list.
test.describe.configure({ retries: 0 });

for (const file of germanPages(DIST)) {
  const path = pagePath(DIST, file);
  test(`/${path} uses the German style sheet’s words`, () => {
    const hits = styleHits(readFileSync(file, 'utf8'), rules);
    expect(hits.map(describeHit), `forbidden forms on /${path}`).toEqual([]);
  });
}
