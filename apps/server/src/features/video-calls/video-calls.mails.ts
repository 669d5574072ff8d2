import { pluralize } from '@cofound/shared/text/plural';
import { greetingFor, mailHtml, mailText, type MailMessage } from '../../mail';

/** The call time on the recipient's clock (their profile's time zone), else in UTC. */
export function mailCallTime(startsAt: Date, timeZone: string | null = null): string {
  const zone = timeZone ?? 'UTC';
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(startsAt);
  return `${text} (${zone.replaceAll('_', ' ')})`;
}

type AnswerMailFacts = {
  /** The sender of the request, who gets the mail. */
  to: { email: string; name: string; timeZone: string | null };
  /** The receiver, who answered. */
  answeredBy: string;
  title: string;
  startsAt: Date;
  durationMinutes: number;
  callId: string;
  appUrl: string;
};

const FOOTER = 'You get this mail because you proposed this call on Cofound.';

/** To the sender: the receiver accepted, with a button to the call room. */
export function callAcceptedMail(facts: AnswerMailFacts): MailMessage {
  const url = new URL(`/video-call/${facts.callId}`, facts.appUrl).toString();
  const greeting = greetingFor(facts.to.name);
  const lines = [
    `${facts.answeredBy} accepted your video call "${facts.title}".`,
    `It starts ${mailCallTime(facts.startsAt, facts.to.timeZone)} and lasts ${pluralize(facts.durationMinutes, { one: 'minute', other: 'minutes' })}.`,
    'Open the call room at that time; it is also in your upcoming calls on Cofound.',
  ];
  return {
    to: facts.to.email,
    subject: `${facts.answeredBy} accepted your video call`,
    text: mailText(greeting, lines, 'Open the call room:', url, FOOTER),
    html: mailHtml(greeting, lines, 'Open the call room', url, FOOTER),
  };
}

/** To the sender: the receiver declined, with a button to their connections. */
export function callDeclinedMail(facts: AnswerMailFacts): MailMessage {
  const url = new URL('/connections', facts.appUrl).toString();
  const greeting = greetingFor(facts.to.name);
  const lines = [
    `${facts.answeredBy} declined your video call "${facts.title}" planned for ${mailCallTime(facts.startsAt, facts.to.timeZone)}.`,
    'You can propose another time from your connections.',
  ];
  return {
    to: facts.to.email,
    subject: `${facts.answeredBy} declined your video call`,
    text: mailText(greeting, lines, 'Open your connections:', url, FOOTER),
    html: mailHtml(greeting, lines, 'Open your connections', url, FOOTER),
  };
}
