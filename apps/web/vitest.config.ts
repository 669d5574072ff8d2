import { defineProject } from 'vitest/config';
import { zodInTheBrowser } from './vite-zod-alias';

/**
 * The web app's tests that need a DOM: components (`*.test.tsx`) and code without JSX that reads
 * the DOM or the browser's storage (`*.dom.test.ts`), in jsdom. The rest run in plain Node
 * (vitest.logic.config.ts), which spares each file the ~0.7 s of building a jsdom window.
 */
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
    include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
