import { pluralize } from '@cofound/shared/text/plural';
import { greetingFor, mailHtml, mailText, type MailMessage } from '../../mail';
import type { DigestCandidate } from './notifications.repository';

const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/**
 * Where the button leads: the messages when any are unread, else requests, team matches, idea
 * replies, and last the circles.
 */
function destinationOf(candidate: DigestCandidate): { path: string; action: string } {
  if (candidate.unreadMessages > 0) return { path: '/connections', action: 'Open messages' };
  if (candidate.newRequests > 0) return { path: '/dashboard', action: 'See requests' };
  if (candidate.newTeamMatches > 0) return { path: '/team-matches', action: 'See team matches' };
  if (candidate.ideaReplies > 0) return { path: '/ideas', action: 'See ideas' };
  return { path: '/circles?joined=true', action: 'Open your circles' };
}

/** The digest: what waits for the member, and one button to it. */
export function digestMail(candidate: DigestCandidate, appUrl: string): MailMessage {
  const parts: string[] = [];
  if (candidate.newRequests > 0) {
    parts.push(
      pluralize(candidate.newRequests, {
        one: 'new connection request',
        other: 'new connection requests',
      }),
    );
  }
  if (candidate.unreadMessages > 0) {
    parts.push(
      pluralize(candidate.unreadMessages, { one: 'unread message', other: 'unread messages' }),
    );
  }
  if (candidate.newTeamMatches > 0) {
    parts.push(
      pluralize(candidate.newTeamMatches, { one: 'new team match', other: 'new team matches' }),
    );
  }
  const replies = candidate.ideaReplies + candidate.circleReplies;
  if (replies > 0) parts.push(pluralize(replies, { one: 'new reply', other: 'new replies' }));
  if (candidate.circlesJoined > 0) {
    parts.push(
      pluralize(candidate.circlesJoined, {
        one: 'accepted circle request',
        other: 'accepted circle requests',
      }),
    );
  }
  const summary = list.format(parts);
  const { path, action } = destinationOf(candidate);
  const url = new URL(path, appUrl).toString();
  const greeting = greetingFor(candidate.name);
  const lines = [`You have ${summary} on Cofound.`];
  const footer =
    'You get this digest at most once per period. Change how often, or turn it off, on your profile page under Privacy and notifications.';
  return {
    to: candidate.email,
    subject: `You have ${summary} on Cofound`,
    text: mailText(greeting, lines, `${action}:`, url, footer),
    html: mailHtml(greeting, lines, action, url, footer),
  };
}
