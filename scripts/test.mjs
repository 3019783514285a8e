// Runs every test suite — types, lint, unit and component (vitest), browser (Playwright on the built site) —
// and ends with one line that sums them: "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const BASE_PATH = '/knuffeln/';
mkdirSync('reports', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Names of what failed, repeated just above the summary line so that a CI log's tail shows them. */
const failures = [];
/** Browser tests that failed once and passed on the retry: they count as passed, and are named so they get fixed. */
const flaky = [];
const started = performance.now();

/** Runs one step, and closes it with a line that says how long it took: CI time is watched step by step. */
function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const start = performance.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) failures.push(label);
  console.log(`${r.status === 0 ? '✔' : '✘'} ${label}: ${((performance.now() - start) / 1000).toFixed(0)} s`);
  return r.status === 0;
}
function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}
function finish() {
  if (flaky.length) console.log(`\nFlaky (passed on the retry):\n${flaky.map((f) => `  ~ ${f}`).join('\n')}`);
  if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`);
  const line = `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
  writeFileSync('reports/summary.txt', `${line}\n`);
  console.log(`\nAll steps: ${((performance.now() - started) / 60000).toFixed(1)} min`);
  console.log(`\n${line}`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(
    `Chromium is needed for the browser tests and was not found at ${chrome}.\n` +
      "Install Debian's chromium (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.\n" +
      'Do not run "playwright install": it downloads a browser this machine cannot fetch.',
  );
  totals.failed++;
  finish();
}

// 1. Types: astro check covers .ts and .astro files, svelte-check the Svelte components.
if (run('types (astro)', 'npx', ['astro', 'check'])) totals.passed++;
else totals.failed++;
if (run('types (svelte)', 'npx', ['svelte-check', '--tsconfig', './tsconfig.json', '--fail-on-warnings'])) totals.passed++;
else totals.failed++;
// Lint: ESLint with no warnings allowed, and Prettier's formatting.
if (run('lint', 'npm', ['run', 'lint'])) totals.passed++;
else totals.failed++;

// 2. Unit and component tests.
rmSync('reports/vitest.json', { force: true });
run('unit and component tests', 'npx', [
  'vitest',
  'run',
  '--config',
  'tests/vitest.config.ts',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=reports/vitest.json',
]);
const v = readJson('reports/vitest.json');
if (v) {
  totals.passed += v.numPassedTests;
  // A file that fails to load has no failed tests but a failed suite: count it once.
  totals.failed += v.numFailedTests > 0 ? v.numFailedTests : (v.numFailedTestSuites ?? 0);
  totals.skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  for (const file of v.testResults ?? []) {
    const bad = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of bad) failures.push(`vitest ${file.name.replace(process.cwd() + '/', '')} › ${t.fullName}`);
    if (!bad.length && file.status === 'failed') failures.push(`vitest ${file.name.replace(process.cwd() + '/', '')} (did not load)`);
  }
} else totals.failed++;

// 3. Build the site under a sub-path, then the browser tests against it.
if (!run('build', 'npm', ['run', 'build'], { BASE_PATH })) {
  totals.failed++;
  finish();
}
rmSync('reports/playwright.json', { force: true });
run('browser tests', 'npx', ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts']);
const p = readJson('reports/playwright.json');
if (p?.stats) {
  totals.passed += p.stats.expected + p.stats.flaky;
  totals.failed += p.stats.unexpected + (p.errors?.length ?? 0);
  totals.skipped += p.stats.skipped;
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky') flaky.push(`${[...path, spec.title].join(' › ')} (${spec.file}:${spec.line})`);
        else if (test.status === 'unexpected') failures.push(`playwright ${[...path, spec.title].join(' › ')} (${spec.file}:${spec.line})`);
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of p.suites ?? []) walk(suite, []);
  for (const e of p.errors ?? []) failures.push(`playwright error: ${String(e.message ?? e).split('\n')[0]}`);
} else totals.failed++;

// 4. The JavaScript budget of the pages (gzip bytes), from the built site.
if (run('size budget', 'node', ['scripts/size.mjs', '--check'])) totals.passed++;
else totals.failed++;

finish();
