// The export's reads of the member's video pitch and personality test.
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { iso } from './data-export-sql';

export function createFounderDataRepository(database: Db) {
  return defineRepository(database, founderDataQueries);
}

function founderDataQueries(db: DbOrTx) {
  return {
    /** The pitch's record; `videoKey` says where its file is, for the uploads folder. */
    async pitch(userId: string) {
      const [row] = await queryRows<Record<string, unknown> & { videoKey: string }>(
        db,
        sql`select video_key as "videoKey", status, size_bytes as "sizeBytes",
              duration_ms as "durationMs", failure_reason as "failureReason",
              ${iso('created_at')} as "createdAt", ${iso('updated_at')} as "updatedAt"
            from video_pitches where user_id = ${userId}`,
      );
      return row ?? null;
    },

    /** Where the member's uploads are: the profile picture's URL and the pitch video's key. */
    async uploads(userId: string): Promise<{ imageUrl: string | null; pitchKey: string | null }> {
      const [row] = await queryRows<{ imageUrl: string | null; pitchKey: string | null }>(
        db,
        sql`select p.image_url as "imageUrl", v.video_key as "pitchKey"
            from users u
            left join profiles p on p.user_id = u.id
            left join video_pitches v on v.user_id = u.id and v.status <> 'failed'
            where u.id = ${userId}`,
      );
      return row ?? { imageUrl: null, pitchKey: null };
    },

    async personalityTest(userId: string) {
      const [row] = await queryRows<Record<string, unknown>>(
        db,
        sql`select archetype, scores, ${iso('test_date')} as "testDate"
            from founder_archetypes where user_id = ${userId}`,
      );
      return row ?? null;
    },
  };
}

export type FounderDataRepository = ReturnType<typeof createFounderDataRepository>;
