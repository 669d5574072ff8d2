import { pluralize } from '../../../lib/plural';
import { z } from 'zod';
import { callTimeError, zonedInstant } from '@cofound/shared/video-calls/call-time';
import {
  DEFAULT_VIDEO_CALL_TITLE,
  VIDEO_CALL_DURATIONS,
  videoCallMessages,
  type ScheduleVideoCall,
  type VideoCallDuration,
} from '@cofound/shared/video-calls/video-calls.schemas';

const durationValues = VIDEO_CALL_DURATIONS.map(String) as [string, ...string[]];

export const durationOptions = VIDEO_CALL_DURATIONS.map((minutes) => ({
  value: String(minutes),
  label: pluralize(minutes, { one: 'minute', other: 'minutes' }),
}));

/**
 * The dialog's fields as the inputs hold them, with the scheduling rules: date and time
 * required, at least 30 minutes and at most 30 days ahead (read in `timeZone`, at `clock()`).
 */
export function scheduleFormSchema(timeZone: string, clock: () => Date = () => new Date()) {
  return z
    .object({
      date: z.string().min(1, videoCallMessages.dateRequired),
      time: z.string().min(1, videoCallMessages.timeRequired),
      durationMinutes: z.enum(durationValues),
      title: z.string().max(120),
      description: z.string().max(1000),
    })
    .superRefine(({ date, time }, ctx) => {
      if (!date || !time) return;
      const startsAt = zonedInstant(date, time, timeZone);
      const message = startsAt
        ? callTimeError(startsAt, clock())
        : videoCallMessages.invalidTimeZone;
      if (message) ctx.addIssue({ code: 'custom', path: ['time'], message });
    });
}

export type ScheduleForm = z.infer<ReturnType<typeof scheduleFormSchema>>;

/** The body of a call request; an empty title falls back to 'Quick Intro Call'. */
export function scheduleRequest(
  values: ScheduleForm,
  profileId: string,
  timeZone: string,
): ScheduleVideoCall {
  const description = values.description.trim();
  return {
    profileId,
    date: values.date,
    time: values.time,
    timeZone,
    durationMinutes: Number(values.durationMinutes) as VideoCallDuration,
    title: values.title.trim() || DEFAULT_VIDEO_CALL_TITLE,
    ...(description ? { description } : {}),
  };
}
