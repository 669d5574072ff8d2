import { defineProject } from 'vitest/config';
import { zodInTheBrowser } from './vite-zod-alias';

/** The web app's tests that need no DOM (models, formats, schemas), in plain Node. */
export default defineProject({
  resolve: { alias: [zodInTheBrowser] },
  test: {
    name: 'web-logic',
    environment: 'node',
    pool: 'threads',
    isolate: false,
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.dom.test.ts', '**/node_modules/**'],
  },
});
