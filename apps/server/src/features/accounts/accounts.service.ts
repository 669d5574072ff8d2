import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import { activePlan } from '@cofound/shared/billing/plan';
import type { MemberRole, SessionUser } from '@cofound/shared/session/session.schemas';
import type { Auth } from './auth';
import type { AccountsRepository } from './accounts.repository';
import type { SessionIdleCheck } from './session-idle';

export function createAccountsService(
  auth: Auth,
  repository: AccountsRepository,
  idle: SessionIdleCheck,
) {
  return {
    /**
     * The member behind a request's session cookie, or null. A suspended or banned member has
     * no usable session: every request of theirs is treated as signed out. A member without a
     * profile row ("one is created instead of failing") gets a minimal one here. A session
     * unused for longer than the idle timeout ends (session-idle.ts).
     */
    async getSessionUser(headers: IncomingHttpHeaders): Promise<SessionUser | null> {
      if (await idle.endIfIdle(headers)) return null;
      const result = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
      if (!result) return null;
      let access = await repository.findProfileAccessByUserId(result.user.id);
      if (!access) {
        await repository.ensureProfile(result.user.id);
        access = await repository.findProfileAccessByUserId(result.user.id);
      }
      if (access && access.status !== 'active') return null;
      return {
        id: result.user.id,
        email: result.user.email,
        name: result.user.name,
        emailVerified: result.user.emailVerified,
        role: (access?.role ?? 'user') as MemberRole,
        profileId: access?.id ?? null,
        plan: access ? activePlan(access, new Date()) : 'free',
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
