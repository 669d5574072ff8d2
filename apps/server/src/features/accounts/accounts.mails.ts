import { greetingFor, mailHtml as html, mailText as text, type MailMessage } from '../../mail';

// The account mails: short plain text, and the same in minimal inline-styled HTML.

export function verificationMail(user: { email: string; name: string }, url: string): MailMessage {
  const greeting = greetingFor(user.name);
  const lines = ['Welcome to Cofound! Please confirm that this is your email address.'];
  const footer = "If you didn't create a Cofound account, you can ignore this email.";
  return {
    to: user.email,
    subject: 'Verify your email for Cofound',
    text: text(greeting, lines, 'Verify your email:', url, footer),
    html: html(greeting, lines, 'Verify email', url, footer),
  };
}

export function resetPasswordMail(user: { email: string; name: string }, url: string): MailMessage {
  const greeting = greetingFor(user.name);
  const lines = [
    'Someone asked to reset the password of your Cofound account.',
    'The link works for one hour.',
  ];
  const footer = "If you didn't ask for this, ignore this email: your password stays as it is.";
  return {
    to: user.email,
    subject: 'Reset your Cofound password',
    text: text(greeting, lines, 'Choose a new password:', url, footer),
    html: html(greeting, lines, 'Reset password', url, footer),
  };
}
