import type { FastifyInstance } from 'fastify';

/** Whatever clients do, the process is gone this long after the first SIGTERM or SIGINT. */
export const SHUTDOWN_DEADLINE_MS = 10_000;
/** Requests still running this long after the signal are cut, leaving time to close the rest. */
const CUT_REQUESTS_AFTER_MS = 7_000;

export type ShutdownSteps = {
  app: FastifyInstance;
  /** After the app has closed: the database, then the data dir lock. */
  closeDatabase: () => Promise<void>;
  releaseLock: () => void;
  exit?: (code: number) => void;
};

/**
 * SIGTERM and SIGINT stop the server gracefully: it stops accepting, closes idle keep-alive
 * connections at once (Fastify's forceCloseConnections: 'idle'), closes websockets with 1001 so
 * clients reconnect elsewhere, lets requests in flight finish for a bounded time, closes the
 * database and releases the data dir lock. A second signal, or the deadline, exits at once.
 */
export function installGracefulShutdown(steps: ShutdownSteps) {
  const { app, closeDatabase, releaseLock } = steps;
  const exit = steps.exit ?? ((code: number) => process.exit(code));
  let closing = false;

  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      releaseLock();
      exit(1);
      return;
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      releaseLock();
      exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    const startedAt = Date.now();
    const cut = setTimeout(() => {
      app.log.warn('connections still open after 7 s: cutting them');
      app.server.closeAllConnections();
    }, CUT_REQUESTS_AFTER_MS);
    cut.unref();
    await app.close().catch((error: unknown) => app.log.error({ err: error }, 'close failed'));
    await closeDatabase().catch(() => undefined);
    releaseLock();
    clearTimeout(deadline);
    clearTimeout(cut);
    app.log.info({ ms: Date.now() - startedAt }, 'stopped');
    exit(0);
  };
  const onSignal = (signal: string) => () => void shutdown(signal);
  process.on('SIGINT', onSignal('SIGINT'));
  process.on('SIGTERM', onSignal('SIGTERM'));
  return shutdown;
}
