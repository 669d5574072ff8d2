import { describe, expect, it } from 'vitest';
import { mailCallTime } from './video-calls.mails';

describe('the time a call mail gives', () => {
  const startsAt = new Date('2026-01-15T12:00:00.000Z');

  it("is on the recipient's clock, with their zone named", () => {
    expect(mailCallTime(startsAt, 'Europe/Berlin')).toBe(
      'Thursday, 15 January 2026 at 13:00 (Europe/Berlin)',
    );
    expect(mailCallTime(startsAt, 'America/New_York')).toBe(
      'Thursday, 15 January 2026 at 07:00 (America/New York)',
    );
  });

  it('follows the zone across a daylight-saving change', () => {
    expect(mailCallTime(new Date('2026-07-15T12:00:00.000Z'), 'Europe/Berlin')).toBe(
      'Wednesday, 15 July 2026 at 14:00 (Europe/Berlin)',
    );
  });

  it('says UTC when the recipient has no time zone', () => {
    expect(mailCallTime(startsAt)).toBe('Thursday, 15 January 2026 at 12:00 (UTC)');
  });
});
