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
    hookTimeout: 120_000,
  },
});
