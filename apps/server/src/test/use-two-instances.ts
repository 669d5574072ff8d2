import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { RealtimeTestSocket } from '../realtime/realtime-test-client';
import { liveSockets } from './live-sockets';
import { buildTestApp } from './test-app';
import { createTestDatabase } from './test-database';

type Instances = {
  appA: FastifyInstance;
  appB: FastifyInstance;
  databaseA: DatabaseHandle;
  databaseB: DatabaseHandle;
};

export type TwoInstances = Readonly<Instances> & {
  /** A realtime socket to `app` with `cookie`, ended after the block. */
  openSocket: (app: FastifyInstance, cookie: string) => RealtimeTestSocket;
};

/**
 * Two app instances, each with its own pool and LISTEN connection, on one PostgreSQL test
 * database, as behind a load balancer; both listen on a free local port. Registers the beforeAll
 * that builds them and the afterAll that ends their sockets and closes them. Read the fields
 * inside hooks and tests, once beforeAll has run.
 */
export function useTwoInstances(): TwoInstances {
  const built: Partial<Instances> = {};
  const sockets = liveSockets();

  beforeAll(async () => {
    const databaseA = await createTestDatabase();
    built.databaseA = databaseA;
    if (databaseA.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
    const databaseB = await openDatabase({
      kind: 'postgres',
      connectionString: databaseA.connectionString,
    });
    built.databaseB = databaseB;
    built.appA = await buildTestApp(databaseA);
    built.appB = await buildTestApp(databaseB);
    await built.appA.listen({ port: 0, host: '127.0.0.1' });
    await built.appB.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    sockets.closeAll();
    await built.appA?.close();
    await built.appB?.close();
    await built.databaseB?.close();
    await built.databaseA?.close();
  });

  const ready = <K extends keyof Instances>(name: K): Instances[K] => {
    const value = built[name];
    if (value === undefined)
      throw new Error(`useTwoInstances: ${name} is read before beforeAll ran`);
    return value;
  };
  return {
    get appA() {
      return ready('appA');
    },
    get appB() {
      return ready('appB');
    },
    get databaseA() {
      return ready('databaseA');
    },
    get databaseB() {
      return ready('databaseB');
    },
    openSocket: sockets.open,
  };
}
