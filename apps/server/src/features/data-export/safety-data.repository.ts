// The export's reads of the member's own safety actions: the reports they filed and the members
// they blocked. Never a report about them, nor who blocked them: those protect the other member.
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { iso, memberRef } from './data-export-sql';

export function createSafetyDataRepository(database: Db) {
  return defineRepository(database, safetyDataQueries);
}

function safetyDataQueries(db: DbOrTx) {
  return {
    /** With the decision and the admin's note to the reporter, not which admin decided. */
    reportsFiled(userId: string) {
      return queryRows<Record<string, unknown>>(
        db,
        sql`select r.id, ${memberRef('p')} as "reported", r.message_id as "messageId",
              r.content_kind as "contentKind", r.content_id as "contentId", r.reason, r.details,
              r.status, r.decision, r.decision_note as "decisionNote",
              ${iso('r.decided_at')} as "decidedAt", ${iso('r.created_at')} as "createdAt"
            from reports r left join profiles p on p.id = r.profile_id
            where r.reporter_id = ${userId} order by r.created_at, r.id`,
      );
    },

    blocks(userId: string) {
      return queryRows<Record<string, unknown>>(
        db,
        sql`select ${memberRef('p')} as member, ${iso('b.created_at')} as "blockedAt"
            from blocks b left join profiles p on p.user_id = b.blocked_id
            where b.blocker_id = ${userId} order by b.created_at`,
      );
    },
  };
}

export type SafetyDataRepository = ReturnType<typeof createSafetyDataRepository>;
