import type { FastifyInstance } from 'fastify';
import {
  REALTIME_CLOSE_UNAUTHENTICATED,
  realtimeEventSchemas,
  type RealtimeEventName,
  type RealtimeEventPayload,
} from '@cofound/shared/realtime';
import type { DatabaseHandle } from '../db/client';
import { ConnectionRegistry } from './connection-registry';
import { startNotificationBus } from './notification-bus';
import { CLOSE_GOING_AWAY, type RealtimeConnection } from './realtime-connection';
import {
  createEnvelope,
  decodeNotification,
  encodeFrame,
  encodeNotifications,
  encodeReadyFrame,
} from './realtime-envelope';
import { registerRealtimeRoute, type SessionLookup, type TopicGate } from './realtime-route';
import { createTopicDelivery } from './topic-delivery';

export { RealtimeEventTooLargeError } from './realtime-envelope';

/** The close reason a client reads as "this server is going; connect again (to another)". */
export const REALTIME_RECONNECT_HINT = 'Server restarting: reconnect';

export type RealtimeOptions = {
  database: DatabaseHandle;
  accounts: SessionLookup;
  appUrl: string;
  /** Server ping interval; a socket that misses one pong is dropped. */
  heartbeatMs?: number;
  /** How often each socket's session is checked again (sign-out, suspension). */
  revalidateMs?: number;
  /** Told, per event delivered to this instance, how long after its publication it arrived. */
  onDelivered?: (lagMs: number) => void;
};

/** One event for `publishEach`: its name, its payload and who gets it. */
export type RealtimeDelivery = {
  [E in RealtimeEventName]: { userIds: string[]; event: E; payload: RealtimeEventPayload<E> };
}[RealtimeEventName];

export type Realtime = {
  /**
   * Sends an event to every open socket of these users, on any instance. Payloads are checked
   * against the shared schema and must stay small (ids, short text): clients refetch details.
   */
  publish<E extends RealtimeEventName>(
    userIds: string[],
    event: E,
    payload: RealtimeEventPayload<E>,
  ): Promise<void>;
  /**
   * `publish` for several events at once, in one round trip to the database: for an action that
   * tells each member something different (a message: each side with the other as peer).
   */
  publishEach(deliveries: readonly RealtimeDelivery[]): Promise<void>;
  /** Sends an event to every socket watching the topic ('project:<id>'), on any instance. */
  publishToTopic<E extends RealtimeEventName>(
    topic: string,
    event: E,
    payload: RealtimeEventPayload<E>,
  ): Promise<void>;
  /**
   * Lets members watch topics of this kind when `gate` says they may see the thing. With
   * `recheckOnDelivery` the gate is asked again for every event, for a right that can be taken
   * away while the socket stays open (keep it to topics with few watchers: one check each).
   */
  allowTopic(kind: string, gate: TopicGate, options?: { recheckOnDelivery?: boolean }): void;
  /**
   * Tells these members their sessions ended (suspended or banned) and closes their sockets on
   * every instance.
   */
  endSessionsOf(userIds: string[], status: 'suspended' | 'banned' | 'deleted'): Promise<void>;
  /** Open sockets on this instance. */
  connectedCount(): number;
  /** Whether events published anywhere reach this instance's sockets now. */
  isListening(): boolean;
  /** Closes every socket and stops listening; also runs on app.close(). */
  close(): Promise<void>;
};

export async function createRealtime(
  app: FastifyInstance,
  options: RealtimeOptions,
): Promise<Realtime> {
  const registry = new ConnectionRegistry<RealtimeConnection>();
  const topicGates = new Map<string, TopicGate>();
  const recheckedKinds = new Set<string>();
  const deliverToTopic = createTopicDelivery({
    registry,
    gates: topicGates,
    rechecked: recheckedKinds,
    log: app.log,
  });
  const bus = await startNotificationBus(options.database, {
    log: app.log,
    onPayload: (raw) => {
      const envelope = decodeNotification(raw);
      if (!envelope) {
        app.log.warn('ignored a malformed realtime notification');
        return;
      }
      if (envelope.topic !== undefined) deliverToTopic(envelope.topic, encodeFrame(envelope));
      else registry.sendTo(envelope.userIds, encodeFrame(envelope));
      // The member's sessions are gone: their sockets close on every instance at once.
      if (envelope.event === 'session.ended') {
        registry.closeUsers(envelope.userIds, REALTIME_CLOSE_UNAUTHENTICATED, 'Session ended');
      }
      options.onDelivered?.(Date.now() - Date.parse(envelope.at));
    },
    // After a reconnect of the listener, events may have been missed: a fresh 'ready' tells each
    // client to refetch, as it does after reconnecting its own socket.
    onListening: () => registry.sendToEach((userId) => encodeReadyFrame(userId)),
  });

  registerRealtimeRoute(app, {
    appUrl: options.appUrl,
    topicGates,
    accounts: options.accounts,
    registry,
    heartbeatMs: options.heartbeatMs ?? 30_000,
    revalidateMs: options.revalidateMs ?? 60_000,
  });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      registry.closeAll(CLOSE_GOING_AWAY, REALTIME_RECONNECT_HINT);
      await bus.close();
    })();
    return closing;
  };
  app.addHook('onClose', close);

  const publishEach: Realtime['publishEach'] = async (deliveries) => {
    const notifications = deliveries.flatMap(({ userIds, event, payload }) => {
      const checked = realtimeEventSchemas[event].parse(payload);
      return encodeNotifications(createEnvelope(userIds, event, checked));
    });
    await bus.publish(notifications);
  };
  const publish: Realtime['publish'] = (userIds, event, payload) =>
    publishEach([{ userIds, event, payload } as RealtimeDelivery]);

  return {
    publish,
    publishEach,
    async publishToTopic(topic, event, payload) {
      const checked = realtimeEventSchemas[event].parse(payload);
      const envelope = { ...createEnvelope([], event, checked), topic };
      await bus.publish(encodeNotifications(envelope));
    },
    endSessionsOf: (userIds, status) => publish(userIds, 'session.ended', { status }),
    allowTopic(kind, gate, options) {
      topicGates.set(kind, gate);
      if (options?.recheckOnDelivery) recheckedKinds.add(kind);
      else recheckedKinds.delete(kind);
    },
    connectedCount: () => registry.count(),
    isListening: () => bus.isListening(),
    close,
  };
}
