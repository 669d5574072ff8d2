// IANA time zones for the profile's optional time zone field.

/** Used where the runtime cannot list its zones (Intl.supportedValuesOf is missing). */
const fallbackTimeZones = [
  'UTC',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Africa/Lagos',
  'Africa/Nairobi',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const;

type IntlWithZones = { supportedValuesOf?: (key: 'timeZone') => string[] };

let cached: readonly string[] | undefined;

/** Every IANA zone the runtime knows, sorted, with UTC first. */
export function listTimeZones(): readonly string[] {
  if (cached) return cached;
  const supported = (Intl as unknown as IntlWithZones).supportedValuesOf?.('timeZone');
  const zones = supported && supported.length > 0 ? supported : [...fallbackTimeZones];
  cached = ['UTC', ...zones.filter((zone) => zone !== 'UTC').sort()];
  return cached;
}

/**
 * True for a zone name the runtime accepts. Intl.DateTimeFormat also knows aliases
 * ('Asia/Calcutta') that supportedValuesOf leaves out; those are accepted too.
 */
export function isValidTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  if (listTimeZones().includes(value)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
