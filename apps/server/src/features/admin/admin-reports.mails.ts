import {
  reportOutcomeTexts,
  type ReportDecision,
  type ReportTargetKind,
} from '@cofound/shared/admin/admin-reports.schemas';
import { greetingFor, mailHtml, mailText, type MailMessage } from '../../mail';

// The moderation queue's mails: the warning to a reported member, the outcome to a reporter.

type Recipient = { email: string; name: string };

const thingNames: Record<ReportTargetKind, string> = {
  profile: 'profile',
  message: 'message',
  idea: 'idea',
  idea_comment: 'comment',
  circle_post: 'circle post',
};

function moderationMail(
  to: Recipient,
  subject: string,
  lines: string[],
  footer: string,
  appUrl: string,
): MailMessage {
  const url = new URL('/dashboard', appUrl).toString();
  const greeting = greetingFor(to.name);
  return {
    to: to.email,
    subject,
    text: mailText(greeting, lines, 'Open Cofound:', url, footer),
    html: mailHtml(greeting, lines, 'Open Cofound', url, footer),
  };
}

/** To the reported member: an admin's warning, with their note; never who reported them. */
export function warningMail(
  to: Recipient,
  facts: { kind: ReportTargetKind; note: string; appUrl: string },
): MailMessage {
  return moderationMail(
    to,
    'A warning from the Cofound team',
    [
      `An admin reviewed a report about your ${thingNames[facts.kind]} on Cofound and is giving you a warning:`,
      facts.note,
      'Please keep to the community rules: another breach can lead to a suspension.',
    ],
    'You get this mail because a member reported something of yours on Cofound.',
    facts.appUrl,
  );
}

/** To a reporter: what became of their report, in neutral words. */
export function reportOutcomeMail(
  to: Recipient,
  facts: { decision: ReportDecision; appUrl: string },
): MailMessage {
  return moderationMail(
    to,
    'Your report was reviewed',
    [reportOutcomeTexts[facts.decision]],
    'You get this mail because you reported something on Cofound.',
    facts.appUrl,
  );
}
