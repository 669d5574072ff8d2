import { describe, expect, it } from 'vitest';
import { lastActivePeriod, type LastActivePeriod } from '@cofound/shared/profiles/last-active';
import { seededLastActive } from './founder-last-active';

const now = new Date('2026-11-27T12:00:00Z');
const longAgo = new Date('2026-01-01T00:00:00Z');
const ids = Array.from(
  { length: 300 },
  (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
);

describe('seededLastActive', () => {
  it('is the same for the same profile, never before signup nor after now', () => {
    expect(seededLastActive(ids[0]!, longAgo, now)).toEqual(
      seededLastActive(ids[0]!, longAgo, now),
    );
    const joinedYesterday = new Date(now.getTime() - 86_400_000);
    for (const id of ids) {
      const at = seededLastActive(id, joinedYesterday, now).getTime();
      expect(at).toBeGreaterThanOrEqual(joinedYesterday.getTime());
      expect(at).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('spreads the community over every period, most of it recent', () => {
    const counts: Record<LastActivePeriod, number> = { today: 0, week: 0, month: 0, older: 0 };
    for (const id of ids) counts[lastActivePeriod(seededLastActive(id, longAgo, now), now)] += 1;
    expect(Object.values(counts).every((count) => count > 0)).toBe(true);
    expect(counts.today + counts.week).toBeGreaterThan(counts.month + counts.older);
  });
});
