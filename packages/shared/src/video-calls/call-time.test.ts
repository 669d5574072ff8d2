import { describe, expect, it } from 'vitest';
import { callTimeError, zonedInstant } from './call-time';
import { scheduleVideoCallSchema } from './video-calls.schemas';

const now = new Date('2026-11-22T12:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('callTimeError (docs/product.md#scheduling)', () => {
  it('refuses 29 minutes ahead and allows 30 and 31', () => {
    expect(callTimeError(minutes(29), now)).toBe(
      'Please schedule the call at least 30 minutes in advance',
    );
    expect(callTimeError(minutes(30), now)).toBeNull();
    expect(callTimeError(minutes(31), now)).toBeNull();
  });

  it('allows exactly 30 days ahead and refuses a minute more', () => {
    expect(callTimeError(minutes(30 * 24 * 60), now)).toBeNull();
    expect(callTimeError(minutes(30 * 24 * 60 + 1), now)).toBe(
      'Cannot schedule calls more than 30 days in advance',
    );
  });

  it('refuses a time in the past', () => {
    expect(callTimeError(minutes(-5), now)).toBe(
      'Please schedule the call at least 30 minutes in advance',
    );
  });
});

describe('zonedInstant', () => {
  it('reads the wall clock in the member time zone, summer and winter', () => {
    expect(zonedInstant('2026-11-23', '14:30', 'Europe/Berlin')).toEqual(
      new Date('2026-11-23T13:30:00Z'),
    );
    expect(zonedInstant('2026-07-01', '09:00', 'America/New_York')).toEqual(
      new Date('2026-07-01T13:00:00Z'),
    );
    expect(zonedInstant('2026-07-01', '09:00', 'Asia/Kolkata')).toEqual(
      new Date('2026-07-01T03:30:00Z'),
    );
    expect(zonedInstant('2026-07-01', '09:00', 'UTC')).toEqual(new Date('2026-07-01T09:00:00Z'));
  });

  it('is null for an unknown zone', () => {
    expect(zonedInstant('2026-07-01', '09:00', 'Mars/Olympus')).toBeNull();
  });
});

describe('scheduleVideoCallSchema', () => {
  const valid = {
    profileId: '11111111-1111-4111-8111-111111111111',
    date: '2026-11-23',
    time: '14:30',
    timeZone: 'Europe/Berlin',
    durationMinutes: 30,
    title: '',
  };

  it('falls back to Quick Intro Call for an empty or blank title', () => {
    expect(scheduleVideoCallSchema.parse(valid).title).toBe('Quick Intro Call');
    expect(scheduleVideoCallSchema.parse({ ...valid, title: '   ' }).title).toBe(
      'Quick Intro Call',
    );
    expect(scheduleVideoCallSchema.parse({ ...valid, title: ' Hi ' }).title).toBe('Hi');
  });

  it('takes only 15, 30, 45 and 60 minutes', () => {
    for (const durationMinutes of [15, 30, 45, 60]) {
      expect(scheduleVideoCallSchema.safeParse({ ...valid, durationMinutes }).success).toBe(true);
    }
    for (const durationMinutes of [0, 20, 90]) {
      expect(scheduleVideoCallSchema.safeParse({ ...valid, durationMinutes }).success).toBe(false);
    }
  });

  it('requires date and time with their messages', () => {
    const noDate = scheduleVideoCallSchema.safeParse({ ...valid, date: '' });
    expect(noDate.error?.issues[0]?.message).toBe('Date is required');
    const noTime = scheduleVideoCallSchema.safeParse({ ...valid, time: undefined });
    expect(noTime.error?.issues[0]?.message).toBe('Time is required');
  });
});
