import type { FastifyBaseLogger } from 'fastify';
import type { ConnectionRegistry, RegisteredConnection } from './connection-registry';
import type { TopicGate } from './realtime-route';

export type TopicDeliveryOptions<C extends RegisteredConnection> = {
  registry: ConnectionRegistry<C>;
  /** By topic kind, as the route asks them when a socket starts watching. */
  gates: ReadonlyMap<string, TopicGate>;
  /** Kinds whose gate is asked again for every frame. */
  rechecked: ReadonlySet<string>;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * Sends a topic's frames to this instance's watchers. Most gates are asked once, when a socket
 * starts watching. For a rechecked kind (a right that can be taken away, as the admins' role)
 * each frame reaches only the watchers the gate still allows, and the others stop watching; the
 * topic's frames still go out in the order they came, one after the other's checks.
 */
export function createTopicDelivery<C extends RegisteredConnection>(
  options: TopicDeliveryOptions<C>,
) {
  const { registry, log } = options;
  const queues = new Map<string, Promise<void>>();

  async function deliverChecked(topic: string, id: string, gate: TopicGate, frame: string) {
    const watchers = registry.watchersOf(topic);
    const verdicts = new Map<string, Promise<boolean | null>>();
    for (const { userId } of watchers) {
      if (verdicts.has(userId)) continue;
      const verdict = gate(userId, id).catch((error: unknown) => {
        log.warn({ err: error }, 'topic check failed');
        return null;
      });
      verdicts.set(userId, verdict);
    }
    for (const connection of watchers) {
      const allowed = await verdicts.get(connection.userId);
      // A failed check is not a lost right: the frame is skipped, the watch stays.
      if (allowed === false) registry.unwatch(connection, topic);
      else if (allowed && registry.isWatching(connection, topic)) connection.send(frame);
    }
  }

  return function deliver(topic: string, frame: string): void {
    const [kind = '', id = ''] = topic.split(':');
    const gate = options.gates.get(kind);
    if (!gate || !options.rechecked.has(kind)) {
      registry.sendToTopic(topic, frame);
      return;
    }
    const next = (queues.get(topic) ?? Promise.resolve())
      .then(() => deliverChecked(topic, id, gate, frame))
      .catch((error: unknown) => log.warn({ err: error }, 'topic delivery failed'));
    queues.set(topic, next);
    void next.then(() => {
      if (queues.get(topic) === next) queues.delete(topic);
    });
  };
}
