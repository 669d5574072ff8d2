// The export's reads of what the member shares with one other member: connections, messages
// and video calls, each with the other member's profile id and name.
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { direction, iso, memberRef } from './data-export-sql';

export function createSocialDataRepository(database: Db) {
  return defineRepository(database, socialDataQueries);
}

function socialDataQueries(db: DbOrTx) {
  return {
    connections(userId: string) {
      return queryRows<Record<string, unknown>>(
        db,
        sql`select c.id, ${direction('c.sender_id', userId)} as direction,
              ${memberRef('other')} as member, c.status, c.origin,
              ${iso('c.created_at')} as "createdAt", ${iso('c.updated_at')} as "updatedAt"
            from connections c
            left join profiles other on other.user_id =
              case when c.sender_id = ${userId} then c.receiver_id else c.sender_id end
            where c.sender_id = ${userId} or c.receiver_id = ${userId}
            order by c.created_at, c.id`,
      );
    },

    /** Messages the member sent or received (messages_sender_idx, messages_receiver_idx). */
    messages(userId: string) {
      return queryRows<Record<string, unknown>>(
        db,
        sql`select m.id, ${direction('m.sender_id', userId)} as direction,
              ${memberRef('other')} as member, m.body,
              ${iso('m.created_at')} as "sentAt", ${iso('m.read_at')} as "readAt"
            from messages m
            left join profiles other on other.user_id =
              case when m.sender_id = ${userId} then m.receiver_id else m.sender_id end
            where m.sender_id = ${userId} or m.receiver_id = ${userId}
            order by m.created_at, m.id`,
      );
    },

    videoCalls(userId: string) {
      return queryRows<Record<string, unknown>>(
        db,
        sql`select v.id, ${direction('v.sender_id', userId)} as direction,
              ${memberRef('other')} as member, v.title, v.description,
              ${iso('v.scheduled_at')} as "scheduledAt", v.duration_minutes as "durationMinutes",
              v.meeting_link as "meetingLink", v.status, ${iso('v.completed_at')} as "completedAt",
              ${iso('v.created_at')} as "createdAt", ${iso('v.updated_at')} as "updatedAt"
            from video_call_requests v
            left join profiles other on other.user_id =
              case when v.sender_id = ${userId} then v.receiver_id else v.sender_id end
            where v.sender_id = ${userId} or v.receiver_id = ${userId}
            order by v.scheduled_at, v.id`,
      );
    },
  };
}

export type SocialDataRepository = ReturnType<typeof createSocialDataRepository>;
