// The SQL of a circle's discussion: its posts and their replies (one level).
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { utcKey } from '../../db/keyset-time';
import { circlePosts, founderCircles } from '../../db/schema';
import {
  memberShownTo,
  toCard,
  type CircleViewer,
  type MemberCardRow,
  type RawCard,
} from './circle-members.repository';
import type { PostKeyset } from './circles.cursor';

export type CirclePostRow = {
  id: string;
  circleId: string;
  parentId: string | null;
  userId: string;
  content: string;
  repliesCount: number;
  createdAt: Date;
  createdAtKey: string;
  author: MemberCardRow;
};

type RawPost = RawCard & {
  id: string;
  circle_id: string;
  parent_id: string | null;
  user_id: string;
  content: string;
  replies_count: number;
  created_at: string | Date;
  created_at_key: string;
};

function postsSelect(viewer: CircleViewer, where: SQL[], tail: SQL): SQL {
  const conditions = [memberShownTo(viewer, sql`p.user_id`), ...where];
  return sql`
    select p.id, p.circle_id, p.parent_id, p.user_id, p.content, p.replies_count, p.created_at,
      ${utcKey(sql`p.created_at`)} as created_at_key,
      a.id as profile_id, a.name, a.title, a.image_url
    from circle_posts p
    join profiles a on a.user_id = p.user_id
    where ${sql.join(conditions, sql` and `)}
    ${tail}`;
}

function toPostRow(row: RawPost): CirclePostRow {
  return {
    id: row.id,
    circleId: row.circle_id,
    parentId: row.parent_id,
    userId: row.user_id,
    content: row.content,
    repliesCount: Number(row.replies_count),
    createdAt: new Date(row.created_at),
    createdAtKey: row.created_at_key,
    author: toCard(row),
  };
}

/** The discussion queries; the circles repository includes them. */
export function circlePostsQueries(db: DbOrTx) {
  return {
    /** The circle's posts the viewer sees, newest first (circle_posts_feed_idx). */
    async listPosts(
      circleId: string,
      viewer: CircleViewer,
      after: PostKeyset | null,
      limit: number,
    ): Promise<CirclePostRow[]> {
      const where = [sql`p.circle_id = ${circleId}`, sql`p.parent_id is null`];
      if (after) {
        where.push(
          sql`(p.created_at, p.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
        );
      }
      const rows = await queryRows<RawPost>(
        db,
        postsSelect(
          viewer,
          where,
          sql`order by p.created_at desc nulls last, p.id desc nulls last limit ${limit}`,
        ),
      );
      return rows.map(toPostRow);
    },

    /** A post's replies the viewer sees, oldest first (circle_posts_replies_idx). */
    async listReplies(
      postId: string,
      viewer: CircleViewer,
      after: PostKeyset | null,
      limit: number,
    ): Promise<CirclePostRow[]> {
      const where = [sql`p.parent_id = ${postId}`];
      if (after) {
        where.push(
          sql`(p.created_at, p.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
        );
      }
      const rows = await queryRows<RawPost>(
        db,
        postsSelect(viewer, where, sql`order by p.created_at, p.id limit ${limit}`),
      );
      return rows.map(toPostRow);
    },

    /** The post or reply of the circle with its author's card, when the viewer sees it. */
    async findPost(
      circleId: string,
      postId: string,
      viewer: CircleViewer,
    ): Promise<CirclePostRow | null> {
      const rows = await queryRows<RawPost>(
        db,
        postsSelect(viewer, [sql`p.circle_id = ${circleId}`, sql`p.id = ${postId}`], sql`limit 1`),
      );
      return rows[0] ? toPostRow(rows[0]) : null;
    },

    /** A post or reply by id alone, when the viewer sees its author (reports on content). */
    async findAnyPost(postId: string, viewer: CircleViewer): Promise<CirclePostRow | null> {
      const rows = await queryRows<RawPost>(
        db,
        postsSelect(viewer, [sql`p.id = ${postId}`], sql`limit 1`),
      );
      return rows[0] ? toPostRow(rows[0]) : null;
    },

    async insertPost(
      circleId: string,
      userId: string,
      parentId: string | null,
      content: string,
    ): Promise<string> {
      const [row] = await db
        .insert(circlePosts)
        .values({ circleId, userId, parentId, content })
        .returning({ id: circlePosts.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    /** Moves a post's replies count by `delta` (nothing when the post is gone). */
    async addToRepliesCount(postId: string, delta: 1 | -1): Promise<void> {
      await db
        .update(circlePosts)
        .set({ repliesCount: sql`${circlePosts.repliesCount} + ${delta}` })
        .where(eq(circlePosts.id, postId));
    },

    /** Posts and replies by id with their circle's name, whoever wrote them (moderation). */
    async postsByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: circlePosts.id,
          circleId: circlePosts.circleId,
          parentId: circlePosts.parentId,
          content: circlePosts.content,
          circleName: founderCircles.name,
        })
        .from(circlePosts)
        .innerJoin(founderCircles, eq(founderCircles.id, circlePosts.circleId))
        .where(inArray(circlePosts.id, [...ids]));
    },

    /** Whether the post (with its replies) or reply was deleted (false: it was gone already). */
    async deletePost(postId: string): Promise<boolean> {
      const rows = await db
        .delete(circlePosts)
        .where(eq(circlePosts.id, postId))
        .returning({ id: circlePosts.id });
      return rows.length > 0;
    },
  };
}
