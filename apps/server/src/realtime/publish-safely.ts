import type { ServiceLogger } from '../lib/with-failure-message';
import type { Realtime, RealtimeDelivery } from './index';

// Publishes for after commit: what happened stands even when the event cannot go out (the
// client refetches on its next load or reconnect), so a failure is logged, never thrown.
async function logFailure(log: ServiceLogger, failure: string, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    log.error({ err: error }, failure);
  }
}

/** Realtime.publish that logs a failure instead of throwing it. */
export function publishSafely(realtime: Pick<Realtime, 'publish'>, log: ServiceLogger) {
  return (...args: Parameters<Realtime['publish']>): Promise<void> =>
    logFailure(log, `${args[1]} could not be published`, () => realtime.publish(...args));
}

/** Realtime.publishEach that logs a failure instead of throwing it. */
export function publishEachSafely(realtime: Pick<Realtime, 'publishEach'>, log: ServiceLogger) {
  return (deliveries: readonly RealtimeDelivery[]): Promise<void> =>
    logFailure(
      log,
      `${deliveries.map((delivery) => delivery.event).join(', ')} could not be published`,
      () => realtime.publishEach(deliveries),
    );
}

/** publishSafely for a topic's watchers. */
export function publishToTopicSafely(
  realtime: Pick<Realtime, 'publishToTopic'>,
  log: ServiceLogger,
) {
  return (...args: Parameters<Realtime['publishToTopic']>): Promise<void> =>
    logFailure(log, `${args[1]} could not be published to ${args[0]}`, () =>
      realtime.publishToTopic(...args),
    );
}
