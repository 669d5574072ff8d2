import { useEffect, useRef } from 'react';
import type { RealtimeEventName } from '@cofound/shared/realtime';
import { onRealtimeEvent, type RealtimeHandler } from './realtime-events';

/** Calls `handler` for every `event` while the component is mounted (latest handler wins). */
export function useRealtimeEvent<E extends RealtimeEventName>(
  event: E,
  handler: RealtimeHandler<E>,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () => onRealtimeEvent(event, (payload, frame) => latest.current(payload, frame)),
    [event],
  );
}
