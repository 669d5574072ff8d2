import { describe, expect, it } from 'vitest';
import { lastActiveText } from './last-active';

const now = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('lastActiveText', () => {
  it('reads naturally from seconds to days', () => {
    expect(lastActiveText(ago(20_000), now)).toBe('Active now');
    expect(lastActiveText(ago(5 * 60_000), now)).toBe('Active 5 minutes ago');
    expect(lastActiveText(ago(3 * 3_600_000), now)).toBe('Active 3 hours ago');
    expect(lastActiveText(ago(26 * 3_600_000), now)).toBe('Active yesterday');
    expect(lastActiveText(ago(6 * 86_400_000), now)).toBe('Active 6 days ago');
  });
});
