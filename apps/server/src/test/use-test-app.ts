import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { buildTestAppWithDataDir } from './test-app';
import { createTestDatabase } from './test-database';

export type TestAppContext = {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  /** The app's DATA_DIR (mail outbox, ...), removed when the app closes. */
  readonly dataDir: string;
};

/**
 * A fresh test database and the real app on it for the enclosing file or describe block:
 * registers the beforeAll that builds both and the afterAll that closes them. Read the fields
 * inside hooks and tests, once beforeAll has run.
 */
export function useTestApp(envOverrides: Record<string, string> = {}): TestAppContext {
  let database: DatabaseHandle | undefined;
  let built: { app: FastifyInstance; dataDir: string } | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    built = await buildTestAppWithDataDir(database, envOverrides);
  });
  afterAll(async () => {
    await built?.app.close();
    await database?.close();
  });

  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`useTestApp: ${name} is read before beforeAll ran`);
    return value;
  };
  return {
    get app() {
      return ready(built, 'app').app;
    },
    get database() {
      return ready(database, 'database');
    },
    get dataDir() {
      return ready(built, 'dataDir').dataDir;
    },
  };
}
