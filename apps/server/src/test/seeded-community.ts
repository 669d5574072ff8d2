// What the seed's integration tests share: a fresh database with the demo community seeded into
// it once per file, and the lookups the tests make in it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DatabaseHandle, Db } from '../db/client';
import { profiles, users, type accounts, type connections } from '../db/schema';
import { addOneMonth, premiumStateOf } from '../features/billing';
import { recalculateAll } from '../features/reputation/reputation.service';
import { seedDemoCommunity } from '../db/seed';
import { createLocalStorage } from '../storage';
import { createTestDatabase } from './test-database';

export const billing = { addOneMonth, premiumStateOf };

/** A data dir of its own, its uploads folder being where the seed stores the pictures. */
export function scratchDataDir() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-seed-'));
  return { dataDir, storage: createLocalStorage(path.join(dataDir, 'uploads')) };
}

export function captureLog() {
  const messages: string[] = [];
  return {
    messages,
    log: { info: (msg: string) => messages.push(msg) },
  };
}

export function expectBetween(value: number, min: number, max: number) {
  expect(value).toBeGreaterThanOrEqual(min);
  expect(value).toBeLessThanOrEqual(max);
}

export async function tableCount(
  db: Db,
  table: typeof users | typeof profiles | typeof accounts | typeof connections,
) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

export async function profileByEmail(db: Db, email: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.email, email));
  if (!row) throw new Error(`no profile for ${email}`);
  return row;
}

export const orderedMembers = (db: Db) =>
  db
    .select({ id: users.id, name: profiles.name, email: profiles.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));

/** The same moment `months` calendar months earlier (the last day of a shorter month). */
export function monthsBefore(now: Date, months: number): Date {
  const moment = new Date(now);
  const day = moment.getUTCDate();
  moment.setUTCDate(1);
  moment.setUTCMonth(moment.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth() + 1, 0),
  ).getUTCDate();
  moment.setUTCDate(Math.min(day, lastDay));
  return moment;
}

/**
 * Seeds the demo community into a fresh database before the enclosing file's or describe block's
 * tests, and drops both afterwards. Read the fields inside hooks and tests, once beforeAll has run.
 */
export function useSeededCommunity() {
  let handle: DatabaseHandle | undefined;
  let elapsedMs = 0;
  let seededAt = new Date();
  const firstLog = captureLog();
  const scratch = scratchDataDir();

  beforeAll(async () => {
    handle = await createTestDatabase();
    seededAt = new Date();
    const started = performance.now();
    expect(
      await seedDemoCommunity(handle.db, {
        log: firstLog.log,
        recalculateReputation: recalculateAll,
        billing,
        storage: scratch.storage,
        now: seededAt,
      }),
    ).toEqual({ seeded: true });
    elapsedMs = performance.now() - started;
  });
  afterAll(async () => {
    await handle?.close();
    fs.rmSync(scratch.dataDir, { recursive: true, force: true });
  });

  const ready = () => {
    if (!handle) throw new Error('useSeededCommunity: read before beforeAll ran');
    return handle;
  };
  return {
    get handle() {
      return ready();
    },
    get db(): Db {
      return ready().db;
    },
    /** The moment the community was seeded at: another seed at it gives the same community. */
    get seededAt() {
      return seededAt;
    },
    /** How long the seed took. */
    get elapsedMs() {
      return elapsedMs;
    },
    /** What the seed logged. */
    firstMessages: firstLog.messages,
    dataDir: scratch.dataDir,
    storage: scratch.storage,
  };
}
