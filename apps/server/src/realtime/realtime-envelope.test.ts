import { describe, expect, it } from 'vitest';
import { parseRealtimeFrame } from '@cofound/shared/realtime';
import {
  createEnvelope,
  decodeNotification,
  encodeFrame,
  encodeNotifications,
  encodeReadyFrame,
  MAX_NOTIFICATION_BYTES,
  RealtimeEventTooLargeError,
} from './realtime-envelope';

const userId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('realtime envelopes', () => {
  it('encodes a small event as one notification that decodes back', () => {
    const envelope = createEnvelope([userId(1), userId(2), userId(1)], 'system.notice', {
      message: 'Hello',
    });
    expect(envelope.userIds).toEqual([userId(1), userId(2)]);
    const notifications = encodeNotifications(envelope);
    expect(notifications).toHaveLength(1);
    expect(decodeNotification(notifications[0]!)).toEqual(envelope);
  });

  it('encodes a topic event as one notification, whoever watches it', () => {
    const envelope = {
      ...createEnvelope([], 'team.changed', { projectId: userId(3) }),
      topic: `project:${userId(3)}`,
    };
    const notifications = encodeNotifications(envelope);
    expect(notifications).toHaveLength(1);
    expect(decodeNotification(notifications[0]!)).toEqual(envelope);
  });

  it('refuses a payload that cannot fit under the NOTIFY limit', () => {
    const envelope = createEnvelope([userId(1)], 'system.notice', { message: 'x'.repeat(7600) });
    expect(() => encodeNotifications(envelope)).toThrow(RealtimeEventTooLargeError);
  });

  it('counts bytes, not characters', () => {
    const message = 'é'.repeat(3700); // 7400 bytes in UTF-8, 3700 characters
    const envelope = createEnvelope([userId(1)], 'system.notice', { message });
    expect(() => encodeNotifications(envelope)).toThrow(RealtimeEventTooLargeError);
  });

  it('splits a long recipient list so that every user gets the event exactly once', () => {
    const userIds = Array.from({ length: 500 }, (_, n) => userId(n));
    const envelope = createEnvelope(userIds, 'system.notice', { message: 'Big news' });
    const notifications = encodeNotifications(envelope);
    expect(notifications.length).toBeGreaterThan(1);
    const decoded = notifications.map((raw) => decodeNotification(raw)!);
    for (const [index, raw] of notifications.entries()) {
      expect(Buffer.byteLength(raw)).toBeLessThanOrEqual(MAX_NOTIFICATION_BYTES);
      expect(decoded[index]!.id).toBe(envelope.id);
    }
    expect(decoded.flatMap((item) => item.userIds)).toEqual(userIds);
  });

  it('sends nothing when there is nobody to send to', () => {
    expect(encodeNotifications(createEnvelope([], 'system.notice', { message: 'x' }))).toEqual([]);
  });

  it('rejects notifications that are not envelopes', () => {
    expect(decodeNotification('not json')).toBeNull();
    expect(decodeNotification(JSON.stringify({ id: 'a', event: 'x' }))).toBeNull();
  });

  it('produces frames the shared client parser accepts', () => {
    const envelope = createEnvelope([userId(1)], 'system.notice', { message: 'Hi' });
    const frame = parseRealtimeFrame(encodeFrame(envelope));
    expect(frame).toEqual({
      id: envelope.id,
      event: 'system.notice',
      payload: { message: 'Hi' },
      at: envelope.at,
    });
    expect(frame).not.toHaveProperty('userIds');
    expect(parseRealtimeFrame(encodeReadyFrame(userId(7)))?.payload).toEqual({ userId: userId(7) });
  });
});
