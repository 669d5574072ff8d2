import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { reconnectDelayMs } from './reconnect-backoff';

/** Names the listener's connection in pg_stat_activity (tests terminate it by this name). */
export const LISTENER_APPLICATION_NAME = 'cofound-realtime-listener';

export type PostgresListenerOptions = {
  connectionString: string;
  /** A plain lower-case identifier: it is written into the LISTEN statement as is. */
  channel: string;
  onPayload: (payload: string) => void;
  /** Called after every successful LISTEN (the first, and after each reconnect). */
  onListening: () => void;
  /** Called when the connection is found lost: notifications from then on are not heard. */
  onLost?: () => void;
  log: FastifyBaseLogger;
  /** How often the idle connection is probed, to notice a connection that died silently. */
  probeIntervalMs?: number;
};

export type PostgresListener = { close: () => Promise<void> };

/**
 * LISTENs on a dedicated connection: a pooled one goes back to the pool and the subscription
 * with it. When the connection drops, it reconnects with backoff and LISTENs again.
 */
export async function startPostgresListener(
  options: PostgresListenerOptions,
): Promise<PostgresListener> {
  const { channel, log } = options;
  let current: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  function drop(client: pg.Client, error?: unknown) {
    if (client !== current) return;
    current = undefined;
    listening = false;
    client.end().catch(() => undefined);
    if (closed) return;
    options.onLost?.();
    log.warn({ err: error }, 'realtime listener lost its database connection; reconnecting');
    const delay = reconnectDelayMs(attempt++);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: options.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
      query_timeout: 10_000,
    });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined)
        options.onPayload(message.payload);
    });
    // Stays attached for the client's whole life: an 'error' without a listener crashes Node.
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      drop(client, error);
      return;
    }
    if (client !== current) return;
    listening = true;
    attempt = 0;
    options.onListening();
  }

  const probe = setInterval(() => {
    const client = current;
    if (!client || !listening) return;
    client.query('select 1').catch((error: unknown) => drop(client, error));
  }, options.probeIntervalMs ?? 30_000);
  probe.unref();

  await connect();
  return {
    async close() {
      closed = true;
      clearInterval(probe);
      clearTimeout(retryTimer);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
