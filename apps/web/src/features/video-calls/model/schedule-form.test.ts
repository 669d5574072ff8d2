import { describe, expect, it } from 'vitest';
import { videoCallMessages } from '@cofound/shared/video-calls/video-calls.schemas';
import { scheduleFormSchema, scheduleRequest, type ScheduleForm } from './schedule-form';

const now = new Date('2026-11-22T12:00:00Z');
const schema = scheduleFormSchema('UTC', () => now);
const form = (changes: Partial<ScheduleForm> = {}): ScheduleForm => ({
  date: '2026-11-22',
  time: '13:00',
  durationMinutes: '30',
  title: '',
  description: '',
  ...changes,
});
const timeError = (changes: Partial<ScheduleForm>) =>
  schema.safeParse(form(changes)).error?.issues.find((issue) => issue.path[0] === 'time')?.message;

describe('scheduleFormSchema (docs/product.md#scheduling)', () => {
  it('refuses 29 minutes ahead and accepts 31', () => {
    expect(timeError({ time: '12:29' })).toBe(videoCallMessages.tooSoon);
    expect(timeError({ time: '12:31' })).toBeUndefined();
  });

  it('accepts exactly 30 days ahead and refuses a minute later', () => {
    expect(timeError({ date: '2026-12-22', time: '12:00' })).toBeUndefined();
    expect(timeError({ date: '2026-12-22', time: '12:01' })).toBe(videoCallMessages.tooFar);
  });

  it('reads the time in the member time zone', () => {
    // 13:00 in Berlin is 12:00 UTC: right now, so too soon.
    const berlin = scheduleFormSchema('Europe/Berlin', () => now);
    expect(berlin.safeParse(form({ time: '13:00' })).error?.issues[0]?.message).toBe(
      videoCallMessages.tooSoon,
    );
    expect(berlin.safeParse(form({ time: '14:00' })).success).toBe(true);
  });

  it('requires date and time', () => {
    const messages = schema
      .safeParse(form({ date: '', time: '' }))
      .error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([videoCallMessages.dateRequired, videoCallMessages.timeRequired]);
  });

  it('takes only the durations 15, 30, 45 and 60', () => {
    for (const durationMinutes of ['15', '30', '45', '60']) {
      expect(schema.safeParse(form({ durationMinutes })).success).toBe(true);
    }
    expect(schema.safeParse(form({ durationMinutes: '20' })).success).toBe(false);
  });
});

describe('scheduleRequest', () => {
  it('falls back to Quick Intro Call and leaves out an empty description', () => {
    expect(scheduleRequest(form({ title: '  ' }), 'p-1', 'Europe/Berlin')).toEqual({
      profileId: 'p-1',
      date: '2026-11-22',
      time: '13:00',
      timeZone: 'Europe/Berlin',
      durationMinutes: 30,
      title: 'Quick Intro Call',
    });
  });

  it('keeps a title and description, trimmed', () => {
    const body = scheduleRequest(
      form({ title: ' Pitch review ', description: ' Deck v2 ', durationMinutes: '45' }),
      'p-1',
      'UTC',
    );
    expect(body).toMatchObject({
      title: 'Pitch review',
      description: 'Deck v2',
      durationMinutes: 45,
    });
  });
});
