import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Jobs } from '../jobs';
import type { Mailer } from './mailer';

export const MAIL_RETRY_JOB = 'mail-retry';

/** 30 s, 1, 2, 4 … 60 min apart (job-backoff.ts): about five hours of a full disk or SMTP outage. */
const MAIL_RETRY_ATTEMPTS = 12;

const retriedMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});

/**
 * A mailer that does not lose a mail to a passing failure (the outbox's disk is full, the SMTP
 * server is down): a send that fails goes to the job table, which tries it again with backoff
 * until it goes out, across restarts. The caller only hears of a failure when even that is
 * impossible (the database cannot take the job either).
 */
export function withMailRetries(
  mailer: Mailer,
  jobs: Pick<Jobs, 'handle' | 'enqueue'>,
  log: FastifyBaseLogger,
): Mailer {
  jobs.handle(MAIL_RETRY_JOB, async (payload) => mailer.send(retriedMail.parse(payload)));
  return {
    transport: mailer.transport,
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        log.warn({ err: error }, 'mail not sent; it will be tried again');
        await jobs.enqueue({
          kind: MAIL_RETRY_JOB,
          payload: retriedMail.parse(message),
          maxAttempts: MAIL_RETRY_ATTEMPTS,
        });
      }
    },
  };
}
