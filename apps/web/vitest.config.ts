import { defineProject } from 'vitest/config';
import { zodInTheBrowser } from './vite-zod-alias';

export default defineProject({
  // The app's `zod` (vite.config.ts): the tests check what the browser runs.
  resolve: { alias: [zodInTheBrowser] },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Worker threads start faster than forked processes: the web files finish ~15 % sooner.
    pool: 'threads',
    isolate: false,
    // A test that is the first in its worker to open a lazy screen pays for transforming it;
    // under load that has passed the 5 s default. A wait only costs time when something is wrong.
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
