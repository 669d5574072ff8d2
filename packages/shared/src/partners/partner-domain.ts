/** A DNS label: letters, digits and inner hyphens, 1 to 63 characters. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A top-level domain: letters, or an internationalised one in its ASCII form. */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A partner's web domain as it is stored: lower case, without scheme, credentials, port, path,
 * query or a leading 'www.' ('https://www.Example.com/about' is 'example.com'). Null when what
 * is left is not a domain name of at least two labels.
 */
export function normalisePartnerDomain(raw: string): string | null {
  let host = raw.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  host = host.split(/[/?#]/, 1)[0] ?? '';
  host = host.slice(host.lastIndexOf('@') + 1);
  host = host.replace(/:\d*$/, '').replace(/\.$/, '');
  if (host.startsWith('www.')) host = host.slice(4);
  if (host.length === 0 || host.length > 253) return null;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  return TOP_LEVEL.test(labels.at(-1)!) ? host : null;
}
