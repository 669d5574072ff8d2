import type { VideoCall } from '@cofound/shared/video-calls/video-calls.schemas';

const MINUTE_MS = 60_000;
/** The room opens this long before the start. */
export const JOIN_EARLY_MINUTES = 10;

/** When an accepted call can be joined: from 10 minutes before its start until its end. */
export function joinWindow(call: Pick<VideoCall, 'startsAt' | 'durationMinutes'>) {
  const start = new Date(call.startsAt).getTime();
  return {
    opensAt: new Date(start - JOIN_EARLY_MINUTES * MINUTE_MS),
    endsAt: new Date(start + call.durationMinutes * MINUTE_MS),
  };
}

export function canJoin(
  call: Pick<VideoCall, 'startsAt' | 'durationMinutes' | 'status'>,
  now: Date,
): boolean {
  if (call.status !== 'accepted') return false;
  const { opensAt, endsAt } = joinWindow(call);
  return now.getTime() >= opensAt.getTime() && now.getTime() < endsAt.getTime();
}
