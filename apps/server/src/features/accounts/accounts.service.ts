import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { MemberRole, SessionUser } from '@cofound/shared/session/session.schemas';
import type { Auth } from './auth';
import type { AccountsRepository } from './accounts.repository';

export function createAccountsService(auth: Auth, repository: AccountsRepository) {
  return {
    /**
     * The member behind a request's session cookie, or null. A suspended or banned member has
     * no usable session: every request of theirs is treated as signed out. A member without a
     * profile row (spec 1: "one is created instead of failing") gets a minimal one here.
     */
    async getSessionUser(headers: IncomingHttpHeaders): Promise<SessionUser | null> {
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
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
