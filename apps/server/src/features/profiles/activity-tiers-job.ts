// Activity tiers move on as time passes (docs/decisions/0033-stale-profiles-sink.md): a periodic
// job moves them, and in the same transaction queues the invite-back mails of the members who
// became away, so each absence gets its mail exactly when its move commits.
import { z } from 'zod';
import type { Db } from '../../db/client';
import { enqueueJobIn, type Jobs } from '../../jobs';
import type { Mailer } from '../../mail';
import { moveActivityTiers } from './activity-tiers.repository';
import { inviteBackMail } from './invite-back.mail';

export const ACTIVITY_TIERS_JOB = 'profiles.activity-tiers';
export const INVITE_BACK_JOB = 'profiles.invite-back';

/** A tier moves at most this long after its day: rankings follow within a quarter hour. */
const EVERY_MS = 15 * 60_000;
/** Mails per job: a crash halfway sends a hundred again at most. */
const MAILS_PER_JOB = 100;

const inviteBackPayload = z.object({
  members: z.array(z.object({ email: z.string(), name: z.string() })),
});

/** One run: the tiers moved, and a mail job per hundred members who became away. */
export async function runActivityTiers(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const away = await moveActivityTiers(tx);
    for (let at = 0; at < away.length; at += MAILS_PER_JOB) {
      const members = away.slice(at, at + MAILS_PER_JOB);
      await enqueueJobIn(tx, { kind: INVITE_BACK_JOB, payload: { members } });
    }
    return away.length;
  });
}

/** Every mail of the payload is tried; if any failed, the job fails and its retry sends them all. */
async function sendInviteBackMails(
  deps: { mailer: Pick<Mailer, 'send'>; appUrl: string },
  payload: unknown,
): Promise<void> {
  const { members } = inviteBackPayload.parse(payload);
  const sent = await Promise.allSettled(
    members.map((member) => deps.mailer.send(inviteBackMail(member, deps.appUrl))),
  );
  const failures = sent.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.length > 0) {
    throw new AggregateError(failures, `${failures.length} invite-back mails not sent`);
  }
}

export function scheduleActivityTiers(deps: {
  db: Db;
  jobs: Pick<Jobs, 'handle' | 'every'>;
  mailer: Pick<Mailer, 'send'>;
  appUrl: string;
}): void {
  deps.jobs.handle(ACTIVITY_TIERS_JOB, async () => {
    await runActivityTiers(deps.db);
  });
  deps.jobs.handle(INVITE_BACK_JOB, (payload) => sendInviteBackMails(deps, payload));
  deps.jobs.every(ACTIVITY_TIERS_JOB, EVERY_MS);
}
