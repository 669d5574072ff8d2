import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../mail';
import { setPasswordUrl } from '../accounts';
import { sendPartnerInvitations } from './partner-invitations';
import { invitationMail } from './partners.mails';

const appUrl = 'https://cofound.example';
const members = Array.from({ length: 20 }, (_, i) => ({
  email: `member-${i}@example.com`,
  name: `Member ${i}`,
  token: `token${i}`.padEnd(32, 'x'),
}));

/** A mailer that records what it sends and refuses the addresses in `refused`. */
function recordingMailer(refused: ReadonlySet<string> = new Set()) {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message: MailMessage) {
      if (refused.has(message.to)) throw new Error('the mail server said no');
      sent.push(message);
    },
  };
}

describe('the partner invitations job', () => {
  it("mails every member the invitation with their own link and the partner's name", async () => {
    const mailer = recordingMailer();
    await sendPartnerInvitations({ mailer, appUrl }, { partnerName: 'Acme Ventures', members });
    expect(mailer.sent).toEqual(
      members.map((member) =>
        invitationMail(member, 'Acme Ventures', setPasswordUrl(appUrl, member.token)),
      ),
    );
  });

  it('sends the others, then fails so that the job is tried again, when a mail fails', async () => {
    const mailer = recordingMailer(new Set([members[3]!.email]));
    await expect(
      sendPartnerInvitations({ mailer, appUrl }, { partnerName: 'Acme Ventures', members }),
    ).rejects.toThrow('1 partner invitation mails not sent');
    expect(mailer.sent.map((mail) => mail.to)).toEqual(
      members.filter((_, i) => i !== 3).map((member) => member.email),
    );
  });

  it('refuses a payload that is not a list of invitations', async () => {
    const mailer = recordingMailer();
    await expect(
      sendPartnerInvitations({ mailer, appUrl }, { partnerName: 'Acme Ventures' }),
    ).rejects.toThrow();
    expect(mailer.sent).toEqual([]);
  });
});
