import type {
  RealtimeEventName,
  RealtimeEventPayload,
  RealtimeFrame,
} from '@cofound/shared/realtime';

export type RealtimeHandler<E extends RealtimeEventName> = (
  payload: RealtimeEventPayload<E>,
  frame: RealtimeFrame<E>,
) => void;

const handlers = new Map<RealtimeEventName, Set<RealtimeHandler<RealtimeEventName>>>();

/** Subscribes a feature to one typed realtime event. Returns the unsubscribe function. */
export function onRealtimeEvent<E extends RealtimeEventName>(
  event: E,
  handler: RealtimeHandler<E>,
): () => void {
  const set = handlers.get(event) ?? new Set();
  handlers.set(event, set);
  const stored = handler as unknown as RealtimeHandler<RealtimeEventName>;
  set.add(stored);
  return () => {
    set.delete(stored);
  };
}

export function dispatchRealtimeFrame(frame: RealtimeFrame): void {
  for (const handler of handlers.get(frame.event) ?? []) {
    try {
      handler(frame.payload, frame);
    } catch (error) {
      // One broken handler must not stop the others from hearing the event.
      console.error(`Realtime handler for ${frame.event} failed`, error);
    }
  }
}
