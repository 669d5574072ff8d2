import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the metrics read at scrape time. */
export type MetricSources = {
  sockets: () => number;
  /** Seconds since the match index last caught up with the database; null before it loaded. */
  matchIndexAgeSeconds: () => number | null;
  /**
   * Whether the match index is known to hold what the database holds: read from it, or restored
   * from a snapshot and checked against it since; null before it loaded.
   */
  matchIndexChecked: () => boolean | null;
  /** PostgreSQL pool usage; null on the embedded database. */
  pool: () => { total: number; idle: number; waiting: number } | null;
};

/**
 * Prometheus metrics of one app instance, in a registry of its own: request rate and latency per
 * route, websocket clients, realtime delivery lag, match index age and database pool usage.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'cofound_http_request_duration_seconds',
    help: 'HTTP requests by route and status, with their duration',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const realtimeLag = new Histogram({
    name: 'cofound_realtime_delivery_lag_seconds',
    help: 'Time from publishing a realtime event to handing it to this instance’s sockets',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return {
    registry,
    observeRealtimeLag: (lagMs: number) => realtimeLag.observe(Math.max(0, lagMs) / 1000),
    observeRequest: (request: FastifyRequest, status: number, seconds: number) =>
      requestDuration.observe(
        { method: request.method, route: request.routeOptions.url ?? 'unmatched', status },
        seconds,
      ),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

function gauge(registry: Registry, name: string, help: string, read: () => number | null) {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      const value = read();
      if (value !== null) this.set(value);
    },
  });
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics, for a Prometheus scraper holding METRICS_TOKEN (Authorization: Bearer). Without
 * a token configured there are no metrics to read (404): nothing about the instance leaks.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  options: { token: string | undefined; sources: MetricSources },
) {
  const { registry } = metrics;
  const { sources } = options;
  gauge(registry, 'cofound_realtime_sockets', 'Open websockets on this instance', sources.sockets);
  gauge(
    registry,
    'cofound_match_index_age_seconds',
    'Seconds since the match index last caught up with the database',
    sources.matchIndexAgeSeconds,
  );
  gauge(
    registry,
    'cofound_match_index_checked',
    'Whether the match index is known to match the database (0 while a restored snapshot is checked)',
    () => {
      const checked = sources.matchIndexChecked();
      return checked === null ? null : Number(checked);
    },
  );
  for (const state of ['total', 'idle', 'waiting'] as const) {
    gauge(registry, `cofound_db_pool_${state}`, `PostgreSQL pool connections: ${state}`, () => {
      const pool = sources.pool();
      return pool ? pool[state] : null;
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get(
    '/metrics',
    { schema: { hide: true }, config: { rateLimit: false }, logLevel: 'warn' },
    async (request, reply) => {
      if (!options.token || !tokenMatches(request.headers.authorization, options.token)) {
        return reply.status(404).type('text/plain').send('Not found');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
