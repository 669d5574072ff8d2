// All SQL of safety: blocks (either direction hides both members) and reports.
import { and, desc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ReportContentKind } from '@cofound/shared/safety/safety.schemas';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { blocks, messages, profiles, reports } from '../../db/schema';

/** True when either member blocked the other. */
export async function isBlockedBetween(
  executor: DbOrTx,
  userIdA: string,
  userIdB: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, userIdA), eq(blocks.blockedId, userIdB)),
        and(eq(blocks.blockerId, userIdB), eq(blocks.blockedId, userIdA)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * A subquery of one column `id`: everyone the member blocked or was blocked by. The member is an
 * id, or SQL that yields one (e.g. a project's owner).
 */
export function blockedUserIdsQuery(userId: string | SQL) {
  return sql`select blocked_id as id from ${blocks} where blocker_id = ${userId}
    union all select blocker_id from ${blocks} where blocked_id = ${userId}`;
}

/** Everyone the member blocked or was blocked by: hidden from them everywhere. */
export async function blockedUserIdsFor(executor: DbOrTx, userId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(executor, blockedUserIdsQuery(userId));
  return rows.map((row) => row.id);
}

/**
 * SQL condition for queries over profiles: the profile's member and `userId` have no block
 * between them, either way. `userColumn` is the profiles.user_id column of the query.
 */
export function notBlockedWith(
  userId: string | SQLWrapper,
  userColumn: SQLWrapper = profiles.userId,
) {
  return sql`not exists (
    select 1 from ${blocks}
    where (${blocks.blockerId} = ${userId} and ${blocks.blockedId} = ${userColumn})
       or (${blocks.blockedId} = ${userId} and ${blocks.blockerId} = ${userColumn}))`;
}

export function createSafetyRepository(database: Db) {
  return defineRepository(database, safetyQueries);
}

function safetyQueries(db: DbOrTx) {
  return {
    async findProfile(profileId: string): Promise<{ id: string; userId: string } | null> {
      const [row] = await db
        .select({ id: profiles.id, userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.id, profileId));
      return row ?? null;
    },

    async insertBlock(blockerId: string, blockedId: string): Promise<void> {
      await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },

    async unblock(blockerId: string, blockedId: string): Promise<void> {
      await db
        .delete(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
    },

    async listBlocked(blockerId: string) {
      return db
        .select({
          profileId: profiles.id,
          name: profiles.name,
          title: profiles.title,
          imageUrl: profiles.imageUrl,
          blockedAt: blocks.createdAt,
        })
        .from(blocks)
        .innerJoin(profiles, eq(profiles.userId, blocks.blockedId))
        .where(eq(blocks.blockerId, blockerId))
        .orderBy(desc(blocks.createdAt));
    },

    /** A message of this conversation pair, for a report that names one. */
    async messageBetween(messageId: string, userIdA: string, userIdB: string) {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            eq(messages.id, messageId),
            or(
              and(eq(messages.senderId, userIdA), eq(messages.receiverId, userIdB)),
              and(eq(messages.senderId, userIdB), eq(messages.receiverId, userIdA)),
            ),
          ),
        );
      return row ?? null;
    },

    async createReport(input: {
      reporterId: string;
      profileId: string;
      messageId: string | null;
      contentKind: ReportContentKind | null;
      contentId: string | null;
      reason: string;
      details: string;
    }): Promise<string> {
      const [row] = await db.insert(reports).values(input).returning({ id: reports.id });
      return row!.id;
    },

    /** The moderation queue's length (reports_queue_idx). */
    async countOpenReports(): Promise<number> {
      const [row] = await db
        .select({ open: sql<number>`count(*)`.mapWith(Number) })
        .from(reports)
        .where(eq(reports.status, 'open'));
      return row?.open ?? 0;
    },
  };
}

export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
export type SafetyQueries = ReturnType<typeof safetyQueries>;
