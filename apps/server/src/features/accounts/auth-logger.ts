import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../../http/loggable-error';

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Anything the auth library logs, reduced to what a log may hold (no emails, tokens, values). */
function safeDetail(value: unknown): unknown {
  if (value instanceof Error) return loggableError(value);
  return typeof value === 'string' || typeof value === 'number' ? '[detail omitted]' : undefined;
}

/**
 * better-auth's log lines go into the app's own logger (JSON, with the level filter of
 * LOG_LEVEL) instead of the console, with errors scrubbed like every other error log and any
 * other detail it attaches left out: it can hold an email, a token or a query's values.
 */
export function authLogger(log: FastifyBaseLogger) {
  return {
    log: (level: AuthLogLevel, message: string, ...details: unknown[]) => {
      const err = details.find((detail) => detail instanceof Error);
      const extra = details.length > 0 ? { details: details.map(safeDetail) } : {};
      log[level]({ component: 'auth', ...(err ? { err } : extra) }, message);
    },
  };
}
