import { greetingFor, mailHtml, mailText, type MailMessage } from '../../mail';

type Recipient = { email: string; name: string };
type TeamMailFacts = {
  to: Recipient;
  from: string;
  projectTitle: string;
  projectId: string;
  appUrl: string;
};

const FOOTER = 'You get this mail because of a team on Cofound.';

function teamMail(
  facts: TeamMailFacts,
  subject: string,
  lines: string[],
  button: string,
  path: string,
): MailMessage {
  const url = new URL(path, facts.appUrl).toString();
  const greeting = greetingFor(facts.to.name);
  return {
    to: facts.to.email,
    subject,
    text: mailText(greeting, lines, `${button}:`, url, FOOTER),
    html: mailHtml(greeting, lines, button, url, FOOTER),
  };
}

/** To the member the owner invited. */
export function teamInvitationMail(facts: TeamMailFacts): MailMessage {
  return teamMail(
    facts,
    `${facts.from} invited you to join ${facts.projectTitle}`,
    [
      `${facts.from} invited you to join the team of "${facts.projectTitle}" on Cofound.`,
      'Nobody joins a team without saying yes: accept or decline on your dashboard.',
    ],
    'See the project',
    `/projects/${facts.projectId}`,
  );
}

/** To the owner: a member asks to join. */
export function joinRequestMail(facts: TeamMailFacts): MailMessage {
  return teamMail(
    facts,
    `${facts.from} asks to join ${facts.projectTitle}`,
    [
      `${facts.from} asks to join the team of "${facts.projectTitle}".`,
      'Accept or decline the request on your dashboard.',
    ],
    'Answer on your dashboard',
    '/dashboard',
  );
}

/** To whoever sent the invitation (the owner) or the join request (the member): the answer. */
export function teamAnswerMail(
  facts: TeamMailFacts & { kind: 'invite' | 'request'; accepted: boolean },
): MailMessage {
  const { from, projectTitle: title } = facts;
  const line =
    facts.kind === 'invite'
      ? facts.accepted
        ? `${from} said yes: they are now on the team of "${title}".`
        : `${from} declined your invitation to join "${title}".`
      : facts.accepted
        ? `${from} accepted your request: you are now on the team of "${title}".`
        : `${from} declined your request to join "${title}".`;
  return teamMail(
    facts,
    `${from} ${facts.accepted ? 'accepted' : 'declined'}: ${title}`,
    [line],
    'See the project',
    `/projects/${facts.projectId}`,
  );
}
