import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A request id a proxy in front may set; anything else is replaced by our own. */
const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The id of a request: the proxy's X-Request-Id when it looks like one, otherwise a fresh UUID.
 * It is in every log line of the request and in every error answer, so a member's report of an
 * error can be found in the logs.
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}
