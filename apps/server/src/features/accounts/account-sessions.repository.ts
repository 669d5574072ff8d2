import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { profiles, sessions, users } from '../../db/schema';
import { profileAccessColumns } from './accounts.repository';

/** All SQL about a member's sessions (the rows better-auth keeps in `sessions`). */
export function createAccountSessionsRepository(database: Db) {
  return defineRepository(database, accountSessionsQueries);
}

function accountSessionsQueries(db: DbOrTx) {
  return {
    /** The member's live sessions, most recently used first. */
    async listLive(userId: string, now: Date) {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
          userAgent: sessions.userAgent,
          ipAddress: sessions.ipAddress,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.updatedAt));
    },

    /** Ends one of the member's sessions; false when they have none with that id. */
    async deleteOwn(userId: string, sessionId: string): Promise<boolean> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
        .returning({ id: sessions.id });
      return deleted.length > 0;
    },

    async deleteAllBut(userId: string, keepSessionId: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
    },

    async deleteAll(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    /**
     * A session by its token with what a request needs of its member, in one query: the user
     * row better-auth would read and the profile's access fields (null without a profile).
     */
    async findWithMember(token: string) {
      const [row] = await db
        .select({
          expiresAt: sessions.expiresAt,
          updatedAt: sessions.updatedAt,
          userId: users.id,
          email: users.email,
          name: users.name,
          emailVerified: users.emailVerified,
          access: profileAccessColumns,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(profiles, eq(profiles.userId, sessions.userId))
        .where(eq(sessions.token, token))
        .limit(1);
      return row ?? null;
    },

    /** When a session (by its token) was last seen in use. */
    async lastActiveAt(token: string): Promise<Date | null> {
      const [row] = await db
        .select({ updatedAt: sessions.updatedAt })
        .from(sessions)
        .where(eq(sessions.token, token))
        .limit(1);
      return row?.updatedAt ?? null;
    },

    async deleteByToken(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.token, token));
    },
  };
}

/** Ends every session of the member, inside the caller's transaction (an admin's suspension). */
export function endAllSessions(executor: DbOrTx, userId: string): Promise<void> {
  return accountSessionsQueries(executor).deleteAll(userId);
}

export type AccountSessionsRepository = ReturnType<typeof createAccountSessionsRepository>;
