import type { VideoCall } from './video-calls.schemas';

const MINUTE_MS = 60_000;
/** The room opens this long before the start. */
export const JOIN_EARLY_MINUTES = 10;
/**
 * A call still in progress at its planned end may run over by this much; after that the room
 * closes even when a browser that went away without hanging up left it looking occupied.
 */
export const OVERRUN_MINUTES = 60;

type CallTimes = { startsAt: Date | string; durationMinutes: number };

/** When a call's room is open: from 10 minutes before its start until its planned end. */
export function joinWindow(call: CallTimes) {
  const start = new Date(call.startsAt).getTime();
  return {
    opensAt: new Date(start - JOIN_EARLY_MINUTES * MINUTE_MS),
    endsAt: new Date(start + call.durationMinutes * MINUTE_MS),
  };
}

/**
 * Where `now` falls for the call's room (docs/product.md#video-calls): 'early' before the
 * window, 'open' inside it, 'ended' after it. A call in progress (a participant is in the room)
 * stays 'open' after its planned end, for up to OVERRUN_MINUTES.
 */
export function roomTime(
  call: CallTimes,
  now: Date,
  { inProgress = false }: { inProgress?: boolean } = {},
): 'early' | 'open' | 'ended' {
  const { opensAt, endsAt } = joinWindow(call);
  const at = now.getTime();
  if (at < opensAt.getTime()) return 'early';
  if (at < endsAt.getTime()) return 'open';
  return inProgress && at < endsAt.getTime() + OVERRUN_MINUTES * MINUTE_MS ? 'open' : 'ended';
}

/** Whether the calls list offers to join: an accepted call inside its window. */
export function canJoin(
  call: Pick<VideoCall, 'startsAt' | 'durationMinutes' | 'status'>,
  now: Date,
): boolean {
  return call.status === 'accepted' && roomTime(call, now) === 'open';
}
