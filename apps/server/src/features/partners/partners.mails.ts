import { greetingFor, mailHtml as html, mailText as text, type MailMessage } from '../../mail';
import { INVITATION_LINK_DAYS } from '../accounts';

/** The mail of a member a partner's import made: who brought them, and the link to a password. */
export function invitationMail(
  member: { email: string; name: string },
  partnerName: string,
  url: string,
): MailMessage {
  const greeting = greetingFor(member.name);
  const lines = [
    `${partnerName} added you to Cofound, where founders find co-founders and build their teams.`,
    `Choose a password to sign in. The link works for ${INVITATION_LINK_DAYS} days; after that, use 'Forgot password' on the sign-in page.`,
  ];
  const footer =
    "If you didn't expect this, ignore this email: nobody can sign in to the account without a password.";
  return {
    to: member.email,
    subject: `${partnerName} invited you to Cofound`,
    text: text(greeting, lines, 'Choose your password:', url, footer),
    html: html(greeting, lines, 'Choose your password', url, footer),
  };
}
