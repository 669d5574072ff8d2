// The SQL of the members interested in building an idea.
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { startupIdeaInterests } from '../../db/schema';
import {
  liveConnectionLateral,
  liveConnectionOf,
  type LiveConnectionColumns,
} from '../connections';
import { utcKey } from '../../db/keyset-time';
import { authorShownTo, type IdeaAuthorRow, type IdeaViewer } from './idea-authors';
import type { InterestKeyset } from './ideas.cursor';

/** A member who said they are interested in building an idea. */
export type InterestedRow = {
  userId: string;
  member: IdeaAuthorRow;
  connection: { status: 'pending' | 'accepted'; senderId: string } | null;
  interestedAt: Date;
  interestedAtKey: string;
};

/** The interest queries; the ideas repository includes them. */
export function ideaInterestsQueries(db: DbOrTx) {
  return {
    /** Whether an interest was added (false: the member had said so already). */
    async insertInterest(ideaId: string, userId: string): Promise<boolean> {
      const rows = await db
        .insert(startupIdeaInterests)
        .values({ ideaId, userId })
        .onConflictDoNothing()
        .returning({ ideaId: startupIdeaInterests.ideaId });
      return rows.length > 0;
    },

    async deleteInterest(ideaId: string, userId: string): Promise<void> {
      await db
        .delete(startupIdeaInterests)
        .where(
          and(eq(startupIdeaInterests.ideaId, ideaId), eq(startupIdeaInterests.userId, userId)),
        );
    },

    async interestedCountOf(ideaId: string): Promise<number> {
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from startup_idea_interests where idea_id = ${ideaId}`,
      );
      return Number(row?.count ?? 0);
    },

    /**
     * The members interested in the idea whom the viewer (its author or an admin) sees, newest
     * first, with how the viewer stands with each.
     */
    async listInterested(
      ideaId: string,
      viewer: NonNullable<IdeaViewer>,
      after: InterestKeyset | null,
      limit: number,
    ): Promise<InterestedRow[]> {
      const where = [sql`n.idea_id = ${ideaId}`, authorShownTo(viewer, sql`n.user_id`)];
      if (after) {
        where.push(
          sql`(n.created_at, n.user_id) < (${after.createdAt}::timestamptz, ${after.userId}::text)`,
        );
      }
      const rows = await queryRows<
        LiveConnectionColumns & {
          user_id: string;
          profile_id: string;
          name: string;
          title: string;
          image_url: string | null;
          created_at: string | Date;
          created_at_key: string;
        }
      >(
        db,
        sql`
        select n.user_id, p.id as profile_id, p.name, p.title, p.image_url, n.created_at,
          ${utcKey(sql`n.created_at`)} as created_at_key,
          c.status as connection_status, c.sender_id as connection_sender_id
        from startup_idea_interests n
        join profiles p on p.user_id = n.user_id
        left join lateral ${liveConnectionLateral(viewer.id, sql`n.user_id`)} c on true
        where ${sql.join(where, sql` and `)}
        order by n.created_at desc nulls last, n.user_id desc nulls last
        limit ${limit}`,
      );
      return rows.map((row) => ({
        userId: row.user_id,
        member: {
          profileId: row.profile_id,
          name: row.name,
          title: row.title,
          imageUrl: row.image_url,
        },
        connection: liveConnectionOf(row),
        interestedAt: new Date(row.created_at),
        interestedAtKey: row.created_at_key,
      }));
    },
  };
}
