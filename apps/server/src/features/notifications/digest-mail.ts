import { greetingFor, mailHtml, mailText, type MailMessage } from '../../mail';
import type { DigestCandidate } from './notifications.repository';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The digest: what waits for the member, and one button to it. */
export function digestMail(candidate: DigestCandidate, appUrl: string): MailMessage {
  const parts: string[] = [];
  if (candidate.newRequests > 0) {
    parts.push(plural(candidate.newRequests, 'new connection request', 'new connection requests'));
  }
  if (candidate.unreadMessages > 0) {
    parts.push(plural(candidate.unreadMessages, 'unread message', 'unread messages'));
  }
  const summary = parts.join(' and ');
  const onlyRequests = candidate.unreadMessages === 0;
  const url = new URL(onlyRequests ? '/dashboard' : '/connections', appUrl).toString();
  const greeting = greetingFor(candidate.name);
  const lines = [`You have ${summary} on Cofound.`];
  const footer =
    'You get this digest at most once per period. Change how often, or turn it off, on your profile page under Privacy and notifications.';
  const action = onlyRequests ? 'See requests' : 'Open messages';
  return {
    to: candidate.email,
    subject: `You have ${summary} on Cofound`,
    text: mailText(greeting, lines, `${action}:`, url, footer),
    html: mailHtml(greeting, lines, action, url, footer),
  };
}
