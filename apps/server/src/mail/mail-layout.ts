// The layout of every mail: short plain text, and the same in minimal inline-styled HTML.

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function mailHtml(
  greeting: string,
  lines: string[],
  action: string,
  url: string,
  footer: string,
) {
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

export function mailText(
  greeting: string,
  lines: string[],
  prompt: string,
  url: string,
  footer: string,
) {
  return [greeting, '', ...lines, '', prompt, url, '', footer, '', '— The Cofound team'].join('\n');
}

export function greetingFor(name: string): string {
  const first = name.trim().split(/\s+/)[0];
  return first ? `Hi ${first},` : 'Hi,';
}
