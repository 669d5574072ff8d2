// A closed-loop load generator: `connections` keep-alive connections, each sending its next
// request as soon as the last one is answered, for a fixed time.
import { Pool } from 'undici';
import { percentile, roundMs } from '../lib/stats';

export type LoadRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Headers per request (a different client address each time, for instance). */
  perRequestHeaders?: () => Record<string, string>;
};

export type LoadResult = {
  requests: number;
  errors: number;
  /** The first unexpected status or failure, to say what went wrong. */
  firstError: string | null;
  requests_per_s: number;
  p50_ms: number;
  p99_ms: number;
};

export async function runLoad(
  origin: string,
  request: LoadRequest,
  options: { connections: number; durationMs: number },
): Promise<LoadResult> {
  const pool = new Pool(origin, { connections: options.connections, pipelining: 1 });
  const times: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const fail = (what: string) => {
    errors += 1;
    firstError ??= what;
  };
  const started = performance.now();
  const endAt = started + options.durationMs;
  async function connectionLoop() {
    while (performance.now() < endAt) {
      const sent = performance.now();
      try {
        const answer = await pool.request({
          method: request.method,
          path: request.path,
          headers: { ...request.headers, ...request.perRequestHeaders?.() },
          body: request.body,
        });
        await answer.body.arrayBuffer();
        if (answer.statusCode >= 400) fail(`status ${answer.statusCode}`);
        else times.push(performance.now() - sent);
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error));
      }
    }
  }
  await Promise.all(Array.from({ length: options.connections }, connectionLoop));
  const elapsedS = (performance.now() - started) / 1000;
  await pool.close();
  times.sort((a, b) => a - b);
  return {
    requests: times.length + errors,
    errors,
    firstError,
    requests_per_s: Math.round(times.length / elapsedS),
    p50_ms: times.length ? roundMs(percentile(times, 50)) : 0,
    p99_ms: times.length ? roundMs(percentile(times, 99)) : 0,
  };
}
