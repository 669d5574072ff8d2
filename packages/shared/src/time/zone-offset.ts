// Time zone arithmetic on the platform's zone data, shared by call times, check-in days and the
// demo data.

// Building a formatter is far slower than using one: keep one per locale, zone and options.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and options; throws a RangeError for an unknown time zone. */
export function cachedDateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const wallClockOptions = (timeZone: string): Intl.DateTimeFormatOptions => ({
  timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/**
 * How far the clocks of `timeZone` are ahead of UTC at `instant` (ms since the epoch), in ms.
 * Throws a RangeError for an unknown zone.
 */
export function zoneOffsetAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  const formatter = cachedDateTimeFormat('en-US', wallClockOptions(timeZone));
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute, second } = parts as Record<string, number>;
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  return wall - Math.floor(instant / 1000) * 1000;
}
