import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Env } from '../config/env';

/**
 * A request that takes longer than this writes a warn line. One second: the API answers in tens
 * of milliseconds (the deck, its heaviest read, is held to a p95 of 30 ms over HTTP: decision
 * 29), and a second is where a person stops feeling that the app answered at once. So a line
 * means something is wrong, and such lines stay rare enough to be read.
 */
export const SLOW_REQUEST_MS = 1000;

export type RequestLogOptions = {
  /** The level of the lines of a request that went well: at debug the default level hides them. */
  level: 'debug' | 'info';
  /** A request slower than this, in milliseconds, writes a warn line. */
  slowMs: number;
};

/** Production keeps one line per request for operators; elsewhere they wait for LOG_LEVEL=debug. */
export function requestLogOptionsFor(env: Pick<Env, 'NODE_ENV'>): RequestLogOptions {
  return { level: env.NODE_ENV === 'production' ? 'info' : 'debug', slowMs: SLOW_REQUEST_MS };
}

/**
 * Fastify's per-request lines (docs/decisions/0037-request-logs.md): 'incoming request' at debug,
 * and one line when the answer is sent, with the method, path, route, status and duration:
 * at error for a 5xx, at warn for a 503 (the server said "not now" on purpose: not ready yet,
 * database unreachable) or a slow request, and at the options' level otherwise.
 */
export class RequestLogs extends LogController {
  constructor(private readonly options: RequestLogOptions) {
    super();
  }

  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const responseTime = Math.round(reply.elapsedTime);
    const line = { req: request, route: request.routeOptions.url, res: reply, responseTime };
    const status = reply.statusCode;
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (status >= 500) reply.log[status === 503 ? 'warn' : 'error'](line, 'request failed');
    else if (responseTime >= this.options.slowMs) reply.log.warn(line, 'slow request');
    else reply.log[this.options.level](line, 'request completed');
  }
}
