// The export's reads of the member's own decisions about other profiles: likes and passes,
// saved profiles, and the profiles they opened.
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { iso, memberRef } from './data-export-sql';

export function createMatchingDataRepository(database: Db) {
  return defineRepository(database, matchingDataQueries);
}

function matchingDataQueries(db: DbOrTx) {
  return {
    /** The member's likes and passes; never anyone else's decision about them. */
    matchDecisions(userId: string) {
      return queryRows<Record<string, unknown>>(
        db,
        sql`select ${memberRef('p')} as member, d.liked, d.score,
              ${iso('d.created_at')} as "createdAt", ${iso('d.updated_at')} as "updatedAt"
            from match_decisions d left join profiles p on p.id = d.profile_id
            where d.user_id = ${userId} order by d.created_at, d.id`,
      );
    },

    savedProfiles(userId: string) {
      return queryRows<Record<string, unknown>>(
        db,
        sql`select ${memberRef('p')} as member, ${iso('s.created_at')} as "savedAt"
            from saved_profiles s left join profiles p on p.id = s.profile_id
            where s.user_id = ${userId} order by s.created_at`,
      );
    },

    /** The profiles the member opened, one row per profile and day (profile_views_viewer_idx). */
    profilesViewed(userId: string) {
      return queryRows<Record<string, unknown>>(
        db,
        sql`select ${memberRef('p')} as member, v.viewed_on::text as day,
              ${iso('v.viewed_at')} as "viewedAt"
            from profile_views v left join profiles p on p.id = v.profile_id
            where v.viewer_id = ${userId} order by v.viewed_at, v.id`,
      );
    },
  };
}

export type MatchingDataRepository = ReturnType<typeof createMatchingDataRepository>;
