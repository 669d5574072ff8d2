/**
 * Whether a failure means the database cannot be reached right now (refused, dropped, frozen,
 * restarting, out of connections), as opposed to a bug or bad data. Such a failure is a 503:
 * the browser shows the Connection Error screen and retries, instead of an error page.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATE classes and codes for "the server is not there for you right now". */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || // connection exception
    code === '57P01' || // admin_shutdown (terminated backend, server stopping)
    code === '57P02' || // crash_shutdown
    code === '57P03' || // cannot_connect_now (starting up, recovering)
    code === '57014' || // query_canceled: the statement timeout fired
    code === '53300' // too_many_connections
  );
}

const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Cannot use a pool after calling end|the database system is (starting up|shutting down)/i;

const MAX_DEPTH = 6;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > MAX_DEPTH) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) {
    return true;
  }
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

export const serviceUnavailableMessage =
  'Cofound cannot reach its database right now. Please try again in a moment.';
