import type { IncomingHttpHeaders } from 'node:http';
import type { AccountSessionsRepository } from './account-sessions.repository';
import { readCookie } from './device-cookie';

/** better-auth refreshes a used session's updatedAt at most this often (auth.ts updateAge). */
export const SESSION_ACTIVITY_RESOLUTION_SECONDS = 60 * 60;

/** The session token inside better-auth's signed cookie value `<token>.<signature>`. */
function tokenOf(cookieValue: string | undefined): string | null {
  if (!cookieValue) return null;
  const dot = cookieValue.lastIndexOf('.');
  return dot > 0 ? cookieValue.slice(0, dot) : null;
}

/**
 * The idle timeout beside the sliding expiry: a session unused for `idleDays` ends, checked
 * before better-auth reads (and would refresh) it. Its activity stamp moves at most hourly, so a
 * session ends between `idleDays` and `idleDays` plus an hour after its last use, never sooner.
 */
export function createSessionIdleCheck(deps: {
  repository: AccountSessionsRepository;
  sessionCookieName: () => Promise<string>;
  idleDays: number;
  now?: () => Date;
}) {
  const limitMs = deps.idleDays * 86_400_000 + SESSION_ACTIVITY_RESOLUTION_SECONDS * 1000;
  const now = deps.now ?? (() => new Date());
  return {
    /** Whether a session last in use at `lastActiveAt` has been idle too long. */
    isIdle: (lastActiveAt: Date) => now().getTime() - lastActiveAt.getTime() > limitMs,
    /** True (and the session is ended) when the request's session has been idle too long. */
    async endIfIdle(headers: IncomingHttpHeaders): Promise<boolean> {
      const token = tokenOf(readCookie(headers.cookie, await deps.sessionCookieName()));
      if (!token) return false;
      const lastActiveAt = await deps.repository.lastActiveAt(token);
      if (!lastActiveAt || now().getTime() - lastActiveAt.getTime() <= limitMs) return false;
      await deps.repository.deleteByToken(token);
      return true;
    },
  };
}

export type SessionIdleCheck = ReturnType<typeof createSessionIdleCheck>;
