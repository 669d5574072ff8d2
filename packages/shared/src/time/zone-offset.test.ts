import { describe, expect, it } from 'vitest';
import { cachedDateTimeFormat, zoneOffsetAt } from './zone-offset';

const HOUR = 3_600_000;

describe('zoneOffsetAt', () => {
  it("gives the zone's offset on each side of a daylight-saving change", () => {
    expect(zoneOffsetAt(Date.UTC(2026, 0, 15, 12), 'Europe/Berlin')).toBe(HOUR);
    expect(zoneOffsetAt(Date.UTC(2026, 6, 15, 12), 'Europe/Berlin')).toBe(2 * HOUR);
    expect(zoneOffsetAt(Date.UTC(2026, 6, 15, 12), 'America/New_York')).toBe(-4 * HOUR);
    expect(zoneOffsetAt(Date.UTC(2026, 6, 15, 12), 'Asia/Kolkata')).toBe(5.5 * HOUR);
  });

  it('throws for an unknown zone', () => {
    expect(() => zoneOffsetAt(Date.now(), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('cachedDateTimeFormat', () => {
  it('builds one formatter per locale and options', () => {
    const options = { timeZone: 'UTC', year: 'numeric' } as const;
    expect(cachedDateTimeFormat('en-US', options)).toBe(
      cachedDateTimeFormat('en-US', { ...options }),
    );
    expect(cachedDateTimeFormat('en-US', options)).not.toBe(cachedDateTimeFormat('en-GB', options));
  });
});
