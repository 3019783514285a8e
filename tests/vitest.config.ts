import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [svelte(), svelteTesting()],
  test: {
    include: ['src/**/*.test.ts', 'tests/content/**/*.test.ts'],
    environment: 'node',
    // The heavy tests have budgets of work, not of time: property tests their numRuns, the bots' tests their positions
    // and samples. The time limit only catches a test that hangs, so a slow or busy machine does not fail them (the
    // default 5 s did, for six tests, on this 2-core machine under load).
    testTimeout: 120_000,
    // One worker a core: Vitest's default leaves one core free (a 2-core CI machine then runs every file on one worker),
    // and the suite is the bots' and the rules' arithmetic, which keeps a core busy while the runner waits.
    maxWorkers: '100%',
    // Each worker runs its files one after another in one module graph and environment, not a fresh one a file: the
    // fresh start cost some 1.7 s a file, more than half the step on the 2-core machine (150 s → 115 s for 1,515 tests).
    // A test file therefore leaves no state behind it that another depends on (each sets up what it reads).
    isolate: false,
    hookTimeout: 120_000,
  },
});
