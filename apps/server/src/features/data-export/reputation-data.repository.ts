// The export's reads of what the member earned: endorsements given and received, the reputation
// score and its ledger, and their daily check-ins.
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { iso, memberRef } from './data-export-sql';

export function createReputationDataRepository(database: Db) {
  return defineRepository(database, reputationDataQueries);
}

function reputationDataQueries(db: DbOrTx) {
  return {
    /** Given: the skills of others the member vouched for. Received: as their profile shows them. */
    async endorsements(userId: string, profileId: string | null) {
      const given = await queryRows<Record<string, unknown>>(
        db,
        sql`select ${memberRef('p')} as member, e.skill, ${iso('e.created_at')} as "createdAt"
            from skill_endorsements e left join profiles p on p.id = e.profile_id
            where e.endorser_id = ${userId} order by e.created_at, e.id`,
      );
      const received = profileId
        ? await queryRows<Record<string, unknown>>(
            db,
            sql`select ${memberRef('p')} as "endorsedBy", e.skill,
                  ${iso('e.created_at')} as "createdAt"
                from skill_endorsements e left join profiles p on p.user_id = e.endorser_id
                where e.profile_id = ${profileId} order by e.created_at, e.id`,
          )
        : [];
      return { given, received };
    },

    /** The score, and every award and take-back that makes it up. */
    async reputation(profileId: string | null) {
      if (!profileId) return { score: null, events: [] };
      const [score] = await queryRows<Record<string, unknown>>(
        db,
        sql`select total_score as total, connection_score as connections,
              endorsement_score as endorsements, activity_score as activity,
              ${iso('updated_at')} as "updatedAt"
            from reputation_scores where profile_id = ${profileId}`,
      );
      const events = await queryRows<Record<string, unknown>>(
        db,
        sql`select component, reason, points, ${iso('occurred_at')} as "occurredAt"
            from reputation_events where profile_id = ${profileId} order by occurred_at, id`,
      );
      return { score: score ?? null, events };
    },

    checkIns(userId: string) {
      return queryRows<Record<string, unknown>>(
        db,
        sql`select check_in_date::text as day, streak_count as streak,
              points_earned as points, ${iso('created_at')} as "checkedInAt"
            from daily_checkins where user_id = ${userId} order by check_in_date`,
      );
    },
  };
}

export type ReputationDataRepository = ReturnType<typeof createReputationDataRepository>;
