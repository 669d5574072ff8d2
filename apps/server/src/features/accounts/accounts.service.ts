import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import { activePlan } from '@cofound/shared/billing/plan';
import type { MemberRole, SessionUser } from '@cofound/shared/session/session.schemas';
import type { Auth } from './auth';
import type { AccountsRepository } from './accounts.repository';
import type { SessionIdleCheck } from './session-idle';
import type { ReadSession } from './session-read';

type ProfileAccess = NonNullable<
  Awaited<ReturnType<AccountsRepository['findProfileAccessByUserId']>>
>;
type SessionUserRow = { id: string; email: string; name: string; emailVerified: boolean };

/** The member a session stands for; null for a suspended or banned one. */
function sessionUserOf(user: SessionUserRow, access: ProfileAccess | null): SessionUser | null {
  if (access && access.status !== 'active') return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    role: (access?.role ?? 'user') as MemberRole,
    profileId: access?.id ?? null,
    plan: access ? activePlan(access, new Date()) : 'free',
  };
}

export function createAccountsService(
  auth: Auth,
  repository: AccountsRepository,
  idle: SessionIdleCheck,
  readSession: ReadSession,
) {
  return {
    /**
     * The member behind a request's session cookie, or null. A suspended or banned member has
     * no usable session: every request of theirs is treated as signed out. A member without a
     * profile row ("one is created instead of failing") gets a minimal one here. A session
     * unused for longer than the idle timeout ends (session-idle.ts). Most requests are answered
     * by one query (session-read.ts); the rest go through better-auth.
     */
    async getSessionUser(headers: IncomingHttpHeaders): Promise<SessionUser | null> {
      const read = await readSession(headers);
      if (read.kind === 'none') return null;
      if (read.kind === 'member') return sessionUserOf(read.member.user, read.member.access);
      if (await idle.endIfIdle(headers)) return null;
      const result = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
      if (!result) return null;
      let access = await repository.findProfileAccessByUserId(result.user.id);
      if (!access) {
        await repository.ensureProfile(result.user.id);
        access = await repository.findProfileAccessByUserId(result.user.id);
      }
      return sessionUserOf(result.user, access);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
