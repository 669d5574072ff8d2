// The invitation mails of a partner's import, sent by the job table once the import commits: the
// request ends when the rows are written, and a mail that fails is tried again with backoff.
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { enqueueJobIn } from '../../jobs';
import type { Mailer } from '../../mail';
import { setPasswordUrl, type InvitedMember } from '../accounts';
import { invitationMail } from './partners.mails';

export const PARTNER_INVITATIONS_JOB = 'partners.invitations';

/**
 * Invitations per job. A job per import would send all of them again after a crash halfway; a
 * job per mail would make 10,000 rows to write in the import and run one by one. A hundred keeps
 * both small, and a job still sends several at once.
 */
export const INVITATIONS_PER_JOB = 100;

/** Mails of one job written at once: enough to keep the outbox or SMTP busy. */
const MAILS_AT_ONCE = 8;

const invitationsPayload = z.object({
  /** The partner's name at the import: the mail says who added them. */
  partnerName: z.string(),
  members: z.array(z.object({ email: z.string(), name: z.string(), token: z.string() })),
});

/** Inside the import's transaction: the invitations exist exactly when the accounts do. */
export async function enqueuePartnerInvitations(
  tx: DbOrTx,
  partnerName: string,
  invited: readonly InvitedMember[],
): Promise<void> {
  for (let at = 0; at < invited.length; at += INVITATIONS_PER_JOB) {
    const members = invited
      .slice(at, at + INVITATIONS_PER_JOB)
      .map(({ email, name, token }) => ({ email, name, token }));
    await enqueueJobIn(tx, { kind: PARTNER_INVITATIONS_JOB, payload: { partnerName, members } });
  }
}

/**
 * The job: every mail of the payload is tried; if any could not be sent (nor handed to the
 * mailer's own retry), the job fails after the others went out, and its retry sends them all
 * again: a second copy of a working link rather than a member left without one.
 */
export async function sendPartnerInvitations(
  deps: { mailer: Pick<Mailer, 'send'>; appUrl: string },
  payload: unknown,
): Promise<void> {
  const { partnerName, members } = invitationsPayload.parse(payload);
  const failures: unknown[] = [];
  for (let at = 0; at < members.length; at += MAILS_AT_ONCE) {
    const sent = await Promise.allSettled(
      members
        .slice(at, at + MAILS_AT_ONCE)
        .map((member) =>
          deps.mailer.send(
            invitationMail(member, partnerName, setPasswordUrl(deps.appUrl, member.token)),
          ),
        ),
    );
    for (const result of sent) if (result.status === 'rejected') failures.push(result.reason);
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `${failures.length} partner invitation mails not sent`);
  }
}
