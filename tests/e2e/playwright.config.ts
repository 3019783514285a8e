import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { BASE_PATH, CHROMIUM_ARGS, PORT, chromePath } from './env.ts';

/** Browser tests run against the built site (npm run build with BASE_PATH), served by astro preview. */
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results',
  fullyParallel: true,
  workers: 2,
  // One retry: a test that fails on a busy 2-core runner and then passes is reported as flaky by name (scripts/test.mjs).
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '../../reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}${BASE_PATH}`,
    // A trace only of a test's retry: recording one for every test (and dropping it when it passed) cost an eighth of
    // every-page's time. A test that fails is retried (above), so its failure still comes with a trace.
    trace: 'on-first-retry',
    // Every page registers the service worker, which then downloads the whole site: only offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromePath(),
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    command: `npx astro preview --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}${BASE_PATH}`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { BASE_PATH },
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
  },
});
