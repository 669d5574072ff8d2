import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { RealtimeEventName } from '@cofound/shared/realtime';

/** One event addressed to some users: what travels between instances through NOTIFY. */
export type RealtimeEnvelope = {
  id: string;
  userIds: string[];
  /** Instead of users: every socket watching this topic. */
  topic?: string;
  /** A string, not RealtimeEventName: during a rolling deploy another version may publish. */
  event: string;
  payload: unknown;
  at: string;
};

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; keep a margin below that. */
export const MAX_NOTIFICATION_BYTES = 7500;

export class RealtimeEventTooLargeError extends Error {
  constructor(event: string, bytes: number, limit: number) {
    super(
      `Realtime event '${event}' is ${bytes} bytes, over the ${limit}-byte limit. ` +
        'Send ids and short text; let the client refetch the details.',
    );
    this.name = 'RealtimeEventTooLargeError';
  }
}

const envelopeSchema = z.object({
  id: z.string(),
  userIds: z.array(z.string()),
  topic: z.string().optional(),
  event: z.string(),
  payload: z.unknown(),
  at: z.string(),
});

export function createEnvelope(
  userIds: string[],
  event: RealtimeEventName,
  payload: unknown,
  now = new Date(),
): RealtimeEnvelope {
  return {
    id: randomUUID(),
    userIds: [...new Set(userIds)],
    event,
    payload,
    at: now.toISOString(),
  };
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/**
 * The NOTIFY payloads for one envelope. A long recipient list is split over several
 * notifications with the same id, each user in exactly one of them; an event too large to fit
 * even with a single recipient is refused.
 */
export function encodeNotifications(
  envelope: RealtimeEnvelope,
  maxBytes = MAX_NOTIFICATION_BYTES,
): string[] {
  const baseBytes = byteLength(JSON.stringify({ ...envelope, userIds: [] }));
  const idBytes = envelope.userIds.map((userId) => byteLength(JSON.stringify(userId)));
  const largest = baseBytes + idBytes.reduce((max, bytes) => Math.max(max, bytes), 0);
  if (largest > maxBytes) throw new RealtimeEventTooLargeError(envelope.event, largest, maxBytes);
  if (envelope.topic !== undefined) return [JSON.stringify({ ...envelope, userIds: [] })];
  if (envelope.userIds.length === 0) return [];

  const chunks: string[][] = [];
  let chunk: string[] = [];
  let chunkBytes = baseBytes;
  for (const [index, userId] of envelope.userIds.entries()) {
    const separator = chunk.length > 0 ? 1 : 0; // the comma between ids
    if (separator && chunkBytes + separator + idBytes[index]! > maxBytes) {
      chunks.push(chunk);
      chunk = [];
      chunkBytes = baseBytes;
    }
    chunkBytes += idBytes[index]! + (chunk.length > 0 ? 1 : 0);
    chunk.push(userId);
  }
  chunks.push(chunk);
  return chunks.map((userIds) => JSON.stringify({ ...envelope, userIds }));
}

/** Parses a NOTIFY payload; null when it is not an envelope. */
export function decodeNotification(raw: string): RealtimeEnvelope | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = envelopeSchema.safeParse(data);
  return parsed.success ? (parsed.data as RealtimeEnvelope) : null;
}

/** The wire frame (shared RealtimeFrame) a browser receives for an envelope. */
export function encodeFrame(frame: {
  id: string;
  event: string;
  payload: unknown;
  at: string;
}): string {
  return JSON.stringify({ id: frame.id, event: frame.event, payload: frame.payload, at: frame.at });
}

export function encodeReadyFrame(userId: string, now = new Date()): string {
  return encodeFrame({
    id: randomUUID(),
    event: 'realtime.ready' satisfies RealtimeEventName,
    payload: { userId },
    at: now.toISOString(),
  });
}
