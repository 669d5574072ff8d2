import {
  DATA_EXPORT_AVAILABLE_DAYS,
  DATA_EXPORT_SECTION_ID,
} from '@cofound/shared/data-export/data-export.messages';
import { greetingFor, mailHtml, mailText, type MailMessage } from '../../mail';

export const DATA_EXPORT_READY_SUBJECT = 'Your Cofound data is ready';

/** 'December 4, 2026': the day in UTC. */
function dayOf(at: Date): string {
  return at.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/**
 * To a member whose download is ready (docs/product.md#data-export): where to get it and for how
 * long. The link leads to their profile, where they download it signed in; the file itself is
 * never linked from a mail.
 */
export function dataExportReadyMail(
  member: { email: string; name: string; expiresAt: Date },
  appUrl: string,
): MailMessage {
  const url = new URL(`/profile#${DATA_EXPORT_SECTION_ID}`, appUrl).toString();
  const greeting = greetingFor(member.name);
  const lines = [
    'The download of your Cofound data that you asked for is ready.',
    `It is available for ${DATA_EXPORT_AVAILABLE_DAYS} days, until ${dayOf(member.expiresAt)}. Download it from your profile while signed in.`,
  ];
  const footer =
    "If you didn't ask for your data, change your password: someone else may be signed in to your account.";
  return {
    to: member.email,
    subject: DATA_EXPORT_READY_SUBJECT,
    text: mailText(greeting, lines, 'Download your data:', url, footer),
    html: mailHtml(greeting, lines, 'Download your data', url, footer),
  };
}
