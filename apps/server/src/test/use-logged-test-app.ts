import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDependencies } from '../app';
import { loadEnv } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { TEST_APP_URL } from './test-app';
import { createTestDatabase } from './test-database';
import type { TestAppContext } from './use-test-app';

export type LoggedTestAppOptions = {
  /** Variables on top of the defaults, read in beforeAll (after earlier hooks started servers). */
  env?: () => Record<string, string>;
  /** Runs before the app is ready: the place to add routes for the test. */
  prepare?: (app: FastifyInstance, database: DatabaseHandle) => void;
  /** The per-request lines' options, over those NODE_ENV gives (a shorter slow threshold). */
  requestLogs?: AppDependencies['requestLogs'];
};

/**
 * A fresh test database and the real app on it for the enclosing describe block, as useTestApp
 * registers them, but logging with `logger` (pino's level and stream), for tests of what the
 * logs hold. Unlike useTestApp, the app keeps the defaults of a deployment (its limits, a
 * generated secret) but for what `env` sets.
 */
export function useLoggedTestApp(
  logger: { level: string; stream: Writable },
  options: LoggedTestAppOptions = {},
): TestAppContext {
  let dataDir: string | undefined;
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-logged-app-'));
    database = await createTestDatabase();
    const env = loadEnv({
      NODE_ENV: 'test',
      APP_URL: TEST_APP_URL,
      WEB_DIST_DIR: '',
      DATA_DIR: dataDir,
      ...options.env?.(),
    });
    app = await buildApp({ env, database, logger, requestLogs: options.requestLogs });
    options.prepare?.(app, database);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined)
      throw new Error(`useLoggedTestApp: ${name} is read before beforeAll ran`);
    return value;
  };
  return {
    get app() {
      return ready(app, 'app');
    },
    get database() {
      return ready(database, 'database');
    },
    get dataDir() {
      return ready(dataDir, 'dataDir');
    },
  };
}
