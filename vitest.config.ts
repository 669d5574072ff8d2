import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Four projects: pure unit tests (shared + server), the web app's tests in jsdom and in plain Node
// (apps/web/vitest.config.ts and vitest.logic.config.ts), and integration tests on a real
// database (PGlite by default, PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  test: {
    // Vitest's default, cores - 1, is one worker on a 2-core machine; the integration files wait
    // on their database part of the time, so two workers there finish in two thirds of the time.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // The unit files share no state (no module mocks, no globals left set); importing each
          // file's modules once per worker instead of once per file takes a third of the time.
          isolate: false,
        },
      },
      './apps/web/vitest.config.ts',
      './apps/web/vitest.logic.config.ts',
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/src/**/*.int.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Each file builds its own app on its own database; sharing the imported modules
          // between files in a worker saves re-importing the whole server for every file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
