import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client';
import { createJobs } from '../jobs';
import { createTestDatabase } from '../test/test-database';
import { createMailer, MAIL_RETRY_JOB, outboxDirectory, readOutboxMails, withMailRetries } from '.';

const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;

const message = {
  to: 'member@example.com',
  subject: 'Verify your email',
  text: 'Open http://localhost/verify?token=abc to verify.',
  html: '<p>Open the link to verify.</p>',
};

describe('a mail that cannot be written or sent', () => {
  let database: DatabaseHandle;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-mail-retry-'));
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is not lost: the job table sends it once the outbox can take it again', async () => {
    const jobs = createJobs(database.db, quiet);
    const outbox = createMailer({ from: 'Cofound <no-reply@example.com>', dataDir, logger: quiet });
    const mailer = withMailRetries(outbox, jobs, quiet);
    // A file where the outbox folder should be: every write fails, as on a full disk.
    fs.writeFileSync(outboxDirectory(dataDir), 'in the way');

    await expect(mailer.send(message)).resolves.toBeUndefined();
    const queued = await queryRows<{ payload: unknown; max_attempts: number }>(
      database.db,
      sql`select payload, max_attempts from jobs where kind = ${MAIL_RETRY_JOB}`,
    );
    expect(queued).toEqual([{ payload: message, max_attempts: 12 }]);

    fs.rmSync(outboxDirectory(dataDir));
    await jobs.tick();
    const mails = await readOutboxMails(outboxDirectory(dataDir));
    expect(mails.map(({ to, subject, text }) => ({ to, subject, text }))).toEqual([
      { to: message.to, subject: message.subject, text: message.text },
    ]);
    const finished = await queryRows<{ finished_at: Date | null; failed_at: Date | null }>(
      database.db,
      sql`select finished_at, failed_at from jobs where kind = ${MAIL_RETRY_JOB}`,
    );
    expect(finished[0]!.finished_at).not.toBeNull();
    expect(finished[0]!.failed_at).toBeNull();
  });

  it('is sent at once, with no job, when nothing is wrong', async () => {
    const jobs = createJobs(database.db, quiet);
    const dir = fs.mkdtempSync(path.join(dataDir, 'ok-'));
    const mailer = withMailRetries(
      createMailer({ from: 'Cofound <no-reply@example.com>', dataDir: dir, logger: quiet }),
      jobs,
      quiet,
    );
    const before = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from jobs where kind = ${MAIL_RETRY_JOB}`,
    );
    await mailer.send({ ...message, to: 'other@example.com' });
    expect(await readOutboxMails(outboxDirectory(dir))).toHaveLength(1);
    const after = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from jobs where kind = ${MAIL_RETRY_JOB}`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
