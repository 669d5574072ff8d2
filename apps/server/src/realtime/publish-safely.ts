import type { ServiceLogger } from '../lib/with-failure-message';
import type { Realtime } from './index';

/**
 * A publish for after commit: what happened stands even when the event cannot go out (the
 * client refetches on its next load or reconnect), so a failure is logged, never thrown.
 */
export function publishSafely(realtime: Pick<Realtime, 'publish'>, log: ServiceLogger) {
  return async (...args: Parameters<Realtime['publish']>): Promise<void> => {
    try {
      await realtime.publish(...args);
    } catch (error) {
      log.error({ err: error }, `${args[1]} could not be published`);
    }
  };
}

/** publishSafely for a topic's watchers. */
export function publishToTopicSafely(
  realtime: Pick<Realtime, 'publishToTopic'>,
  log: ServiceLogger,
) {
  return async (...args: Parameters<Realtime['publishToTopic']>): Promise<void> => {
    try {
      await realtime.publishToTopic(...args);
    } catch (error) {
      log.error({ err: error }, `${args[1]} could not be published to ${args[0]}`);
    }
  };
}
