import { AWAY_AFTER_DAYS } from '@cofound/shared/profiles/activity-tier';
import { greetingFor, mailHtml, mailText, type MailMessage } from '../../mail';
import type { AwayMember } from './activity-tiers.repository';

/**
 * To a member away for 90 days, once per absence (docs/decisions/0033-stale-profiles-sink.md):
 * why they no longer appear to others, and that signing in brings them back.
 */
export function inviteBackMail(member: AwayMember, appUrl: string): MailMessage {
  const url = new URL('/signin', appUrl).toString();
  const greeting = greetingFor(member.name);
  const lines = [
    `You haven't been on Cofound for ${AWAY_AFTER_DAYS} days, so your profile is resting: other founders no longer see you in their matches, in Discover or in team matches.`,
    'Sign in and you are back at once. Your profile, connections and messages are as you left them.',
  ];
  const footer =
    "This is the only mail we send about it. If you're no longer looking for a co-founder, you don't need to do anything.";
  return {
    to: member.email,
    subject: 'Your Cofound profile is resting',
    text: mailText(greeting, lines, 'Sign in to Cofound:', url, footer),
    html: mailHtml(greeting, lines, 'Sign in to Cofound', url, footer),
  };
}
