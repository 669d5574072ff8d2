import type { IncomingHttpHeaders } from 'node:http';
import type { AccountSessionsRepository } from './account-sessions.repository';
import { SESSION_MAX_AGE_SECONDS, SESSION_RENEW_AFTER_SECONDS } from './auth';
import { readCookie } from './device-cookie';
import type { SessionIdleCheck } from './session-idle';
import { verifiedSessionToken } from './session-token';

type SessionRow = NonNullable<Awaited<ReturnType<AccountSessionsRepository['findWithMember']>>>;

/** The session's user, and their profile's access fields. */
export type SessionMember = {
  user: { id: string; email: string; name: string; emailVerified: boolean };
  access: NonNullable<SessionRow['access']>;
};

/**
 * What one query tells of a request's session: no session (no cookie, a bad signature, no such
 * session, or one just ended for being idle); its member; or a case better-auth must handle
 * (an expired session it deletes, one due for renewal, a member without a profile yet).
 */
export type SessionRead =
  { kind: 'none' } | { kind: 'member'; member: SessionMember } | { kind: 'ask-better-auth' };

/**
 * Reads the session of most requests in one query, where better-auth's own read takes two and
 * the idle check and the profile's access one each: the same signature check, the same idle
 * timeout, and better-auth's own path for whatever writes (deleting an expired session,
 * renewing one, making a missing profile), so the answer is the one better-auth would give.
 */
export function createSessionRead(deps: {
  repository: AccountSessionsRepository;
  idle: SessionIdleCheck;
  sessionCookieName: () => Promise<string>;
  secret: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return async function readSession(headers: IncomingHttpHeaders): Promise<SessionRead> {
    const value = readCookie(headers.cookie, await deps.sessionCookieName());
    const token = value ? verifiedSessionToken(value, deps.secret) : null;
    if (!token) return { kind: 'none' };
    const row = await deps.repository.findWithMember(token);
    if (!row) return { kind: 'none' };
    if (deps.idle.isIdle(row.updatedAt)) {
      await deps.repository.deleteByToken(token);
      return { kind: 'none' };
    }
    const at = now().getTime();
    const expiresAt = row.expiresAt.getTime();
    // better-auth renews a session once this much of its lifetime has passed (its updateAge).
    const renewalDue =
      expiresAt - SESSION_MAX_AGE_SECONDS * 1000 + SESSION_RENEW_AFTER_SECONDS * 1000 <= at;
    if (expiresAt < at || renewalDue || row.access === null) return { kind: 'ask-better-auth' };
    const { access, userId: id, email, name, emailVerified } = row;
    return { kind: 'member', member: { user: { id, email, name, emailVerified }, access } };
  };
}

export type ReadSession = ReturnType<typeof createSessionRead>;
