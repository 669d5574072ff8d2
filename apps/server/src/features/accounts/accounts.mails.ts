import type { MailMessage } from '../../mail';

// The account mails: short plain text, and the same in minimal inline-styled HTML.

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function html(greeting: string, lines: string[], action: string, url: string, footer: string) {
  const link = escapeHtml(url);
  return [
    '<div style="font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:0 auto;padding:24px;color:#111827">',
    '<p style="font-size:20px;font-weight:bold;color:#4f46e5;margin:0 0 16px">Cofound</p>',
    `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`),
    `<p style="margin:24px 0"><a href="${link}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action)}</a></p>`,
    `<p style="margin:0 0 12px;font-size:13px;color:#6b7280">If the button does not work, open this link:<br><a href="${link}" style="color:#4f46e5;word-break:break-all">${link}</a></p>`,
    `<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${escapeHtml(footer)}</p>`,
    '</div>',
  ].join('');
}

function text(greeting: string, lines: string[], prompt: string, url: string, footer: string) {
  return [greeting, '', ...lines, '', prompt, url, '', footer, '', '— The Cofound team'].join('\n');
}

function greetingFor(name: string): string {
  const first = name.trim().split(/\s+/)[0];
  return first ? `Hi ${first},` : 'Hi,';
}

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
