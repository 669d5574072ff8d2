import { planLabels, type PaidPlan } from '@cofound/shared/billing/plan';
import { pluralForm } from '@cofound/shared/text/plural';
import { greetingFor, mailHtml, mailText, type MailMessage } from '../../mail';

const FOOTER = 'You get this mail because founders joined Cofound with your referral link.';

/** To the referrer: their referrals earned free months. */
export function referralRewardMail(facts: {
  to: { email: string; name: string };
  months: number;
  plan: PaidPlan;
  premiumUntil: Date;
  appUrl: string;
}): MailMessage {
  const plan = planLabels[facts.plan];
  const url = new URL('/billing', facts.appUrl).toString();
  const greeting = greetingFor(facts.to.name);
  const until = facts.premiumUntil.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const earned = pluralForm(facts.months, {
    one: 'a free month',
    other: `${facts.months} free months`,
  });
  const lines = [
    `Founders you invited joined Cofound and verified their email: you earned ${earned} of Cofound ${plan}.`,
    `Your ${plan} plan now runs until ${until}. Nothing is charged for it.`,
    'Keep sharing your link: every 3 successful referrals earn another month.',
  ];
  return {
    to: facts.to.email,
    subject: `You earned ${earned} of Cofound ${plan}`,
    text: mailText(greeting, lines, 'See your plan:', url, FOOTER),
    html: mailHtml(greeting, lines, 'See your plan', url, FOOTER),
  };
}
