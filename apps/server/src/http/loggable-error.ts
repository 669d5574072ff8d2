/**
 * What an error log line may say about an error. Database errors carry the values of a query:
 * drizzle's "Failed query ... params: <every parameter>", PostgreSQL's detail ("Key (email)=(...)")
 * and messages that quote the offending input. A log must never hold a member's bio, message or
 * email, so only names, codes, SQL text with placeholders and stack frames are kept.
 */
export type LoggableError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  query?: string;
  cause?: LoggableError;
};

const MAX_CAUSE_DEPTH = 5;

function stringField(error: object, key: string): string | undefined {
  const value = (error as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

function isDatabaseError(error: object): boolean {
  const code = stringField(error, 'code');
  return code !== undefined && /^[0-9A-Z]{5}$/.test(code);
}

/** An email address anywhere in a text: an SMTP server's reply quotes the refused recipient. */
const EMAIL = /[^\s<>()[\]"',;:@/]+@[^\s<>()[\]"',;:@/]+\.[^\s<>()[\]"',;:@/]+/g;

/** The message with anything that may be a value taken out. */
function safeMessage(error: Error): string {
  const query = stringField(error, 'query');
  if (query !== undefined && 'params' in error) return `Failed query: ${query}`;
  if (isDatabaseError(error))
    return error.message.replace(/"[^"]*"/g, '"…"').replace(/\(.*\)=\(.*\)/g, '(…)=(…)');
  return error.message.replace(EMAIL, '…@…');
}

/** The stack's frames under the safe message (the first lines of a stack repeat the message). */
function safeStack(error: Error, message: string): string {
  if (!error.stack) return '';
  const header = `${error.name}: ${error.message}`;
  const frames = error.stack.startsWith(header) ? error.stack.slice(header.length) : '';
  return `${error.name}: ${message}${frames}`;
}

export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'A non-error value was thrown.', stack: '' };
  }
  const message = safeMessage(error);
  const result: LoggableError = {
    type: error.name,
    message,
    stack: safeStack(error, message),
  };
  for (const key of ['code', 'constraint', 'table', 'column', 'routine', 'query'] as const) {
    const value = stringField(error, key);
    if (value !== undefined) result[key] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    result.cause = loggableError(error.cause, depth + 1);
  }
  return result;
}

/**
 * Pino's logMethod hook. Given an error and no message (`log.error(err)`, `log.warn({ err })`, as
 * Fastify and its plugins sometimes log), pino itself copies the error's raw message into the
 * line, past the serializers; such a line gets the scrubbed message instead.
 */
export function withLoggableMessage(
  this: unknown,
  args: unknown[],
  method: (...args: unknown[]) => void,
): void {
  const [first] = args;
  const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
  if (args.length === 1 && typeof first === 'object' && error !== undefined) {
    method.apply(this, [first, loggableError(error).message]);
    return;
  }
  method.apply(this, args);
}

/**
 * Pino serializers: every `log.error({ err })` in the server goes through loggableError, and
 * every request line through loggableRequest.
 */
export const errorLogSerializers = {
  err: (error: unknown) => loggableError(error),
  error: (error: unknown) => loggableError(error),
  req: (request: { method?: string; url?: string }) => loggableRequest(request),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A path segment that may be a secret: a long random-looking word (a reset link's token). */
const TOKEN_LIKE = /^[A-Za-z0-9_-]{16,}$/;

function isSecretSegment(segment: string): boolean {
  if (UUID.test(segment)) return false;
  return TOKEN_LIKE.test(segment) || segment.includes('@') || /%40/i.test(segment);
}

function loggablePath(path: string): string {
  return path
    .split('/')
    .map((segment) => (isSecretSegment(segment) ? '…' : segment))
    .join('/');
}

/**
 * A request as its log lines show it: method, path and the names of its query parameters, not
 * their values (a verification or reset token, an OAuth code, a search for someone's name), and
 * with any token-like or email path segment left out (password reset links carry their token in
 * the path).
 * Record ids (UUIDs) stay, so a member's error report can be followed.
 */
export function loggableRequest(request: { method?: string; url?: string; id?: unknown }) {
  const [rawPath = '', query] = (request.url ?? '').split('?', 2);
  const path = loggablePath(rawPath);
  const keys = query ? [...new URLSearchParams(query).keys()] : [];
  return {
    method: request.method,
    url: keys.length > 0 ? `${path}?${keys.map((key) => `${key}=…`).join('&')}` : path,
  };
}
