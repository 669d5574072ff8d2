import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import { deviceName } from '@cofound/shared/accounts/device-name';
import { sessionMessages, type AccountSession } from '@cofound/shared/accounts/sessions.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import type { AccountSessionsRepository } from './account-sessions.repository';
import type { Auth } from './auth';

/** A member's signed-in browsers: see them, end one, end all but this one. */
export function createAccountSessionsService(auth: Auth, repository: AccountSessionsRepository) {
  /** The id of the session this request was sent with. */
  async function currentSessionId(headers: IncomingHttpHeaders): Promise<string> {
    const current = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
    if (!current) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
    return current.session.id;
  }

  return {
    currentSessionId,

    /** This browser first, then the others, most recently used first. */
    async list(user: SessionUser, headers: IncomingHttpHeaders): Promise<AccountSession[]> {
      const current = await currentSessionId(headers);
      const rows = await repository.listLive(user.id, new Date());
      const items = rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastActiveAt: row.updatedAt.toISOString(),
        device: deviceName(row.userAgent),
        ipAddress: row.ipAddress,
        current: row.id === current,
      }));
      return [...items.filter((item) => item.current), ...items.filter((item) => !item.current)];
    },

    /** Ends one of the member's own sessions (another member's is 'not found'). */
    async end(user: SessionUser, sessionId: string): Promise<void> {
      if (!(await repository.deleteOwn(user.id, sessionId))) {
        throw new AppError('NOT_FOUND', sessionMessages.sessionNotFound);
      }
    },

    async endOthers(user: SessionUser, headers: IncomingHttpHeaders): Promise<void> {
      await repository.deleteAllBut(user.id, await currentSessionId(headers));
    },
  };
}

export type AccountSessionsService = ReturnType<typeof createAccountSessionsService>;
