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
  },
});
