// The SQL of an idea's comments.
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { startupIdeaComments } from '../../db/schema';
import { utcKey } from '../../db/keyset-time';
import { authorShownTo, type IdeaAuthorRow, type IdeaViewer } from './idea-authors';
import { moveIdeaCounter } from './idea-counters.repository';
import type { CommentKeyset } from './ideas.cursor';

export type IdeaCommentRow = {
  id: string;
  ideaId: string;
  userId: string;
  content: string;
  createdAt: Date;
  createdAtKey: string;
  author: IdeaAuthorRow;
};

type RawComment = {
  id: string;
  idea_id: string;
  user_id: string;
  content: string;
  created_at: string | Date;
  created_at_key: string;
  profile_id: string;
  author_name: string;
  author_title: string;
  author_image_url: string | null;
};

function toCommentRow(row: RawComment): IdeaCommentRow {
  return {
    id: row.id,
    ideaId: row.idea_id,
    userId: row.user_id,
    content: row.content,
    createdAt: new Date(row.created_at),
    createdAtKey: row.created_at_key,
    author: {
      profileId: row.profile_id,
      name: row.author_name,
      title: row.author_title,
      imageUrl: row.author_image_url,
    },
  };
}

function commentsSelect(viewer: IdeaViewer, where: SQL[], tail: SQL): SQL {
  const conditions = [authorShownTo(viewer, sql`c.user_id`), ...where];
  return sql`
    select c.id, c.idea_id, c.user_id, c.content, c.created_at,
      ${utcKey(sql`c.created_at`)} as created_at_key,
      p.id as profile_id, p.name as author_name, p.title as author_title,
      p.image_url as author_image_url
    from startup_idea_comments c
    join profiles p on p.user_id = c.user_id
    where ${sql.join(conditions, sql` and `)}
    ${tail}`;
}

/** The comments queries; the ideas repository includes them. */
export function ideaCommentsQueries(db: DbOrTx) {
  return {
    /** Moves the idea's comments count by `delta`; the count after. */
    addToCommentsCount(ideaId: string, delta: 1 | -1): Promise<number> {
      return moveIdeaCounter(db, ideaId, 'commentsCount', delta);
    },

    /** The idea's comments the viewer sees, oldest first, after `after`. */
    async listComments(
      ideaId: string,
      viewer: IdeaViewer,
      after: CommentKeyset | null,
      limit: number,
    ): Promise<IdeaCommentRow[]> {
      const where = [sql`c.idea_id = ${ideaId}`];
      if (after) {
        where.push(
          sql`(c.created_at, c.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
        );
      }
      const rows = await queryRows<RawComment>(
        db,
        commentsSelect(viewer, where, sql`order by c.created_at, c.id limit ${limit}`),
      );
      return rows.map(toCommentRow);
    },

    async insertComment(ideaId: string, userId: string, content: string): Promise<string> {
      const [row] = await db
        .insert(startupIdeaComments)
        .values({ ideaId, userId, content })
        .returning({ id: startupIdeaComments.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    /** The comment with its author's card, when the viewer may see it. */
    async findComment(
      ideaId: string,
      commentId: string,
      viewer: IdeaViewer,
    ): Promise<IdeaCommentRow | null> {
      const rows = await queryRows<RawComment>(
        db,
        commentsSelect(
          viewer,
          [sql`c.idea_id = ${ideaId}`, sql`c.id = ${commentId}`],
          sql`limit 1`,
        ),
      );
      return rows[0] ? toCommentRow(rows[0]) : null;
    },

    /** A comment by id alone, when the viewer may see it and its idea. */
    async findAnyComment(commentId: string, viewer: IdeaViewer): Promise<IdeaCommentRow | null> {
      const ideaShown = sql`exists (select 1 from startup_ideas i join profiles p on p.user_id = i.user_id
        where i.id = c.idea_id and ${authorShownTo(viewer, sql`i.user_id`)})`;
      const rows = await queryRows<RawComment>(
        db,
        commentsSelect(viewer, [sql`c.id = ${commentId}`, ideaShown], sql`limit 1`),
      );
      return rows[0] ? toCommentRow(rows[0]) : null;
    },

    /** Whether the comment was deleted (false: it was gone already). */
    async deleteComment(commentId: string): Promise<boolean> {
      const rows = await db
        .delete(startupIdeaComments)
        .where(eq(startupIdeaComments.id, commentId))
        .returning({ id: startupIdeaComments.id });
      return rows.length > 0;
    },
  };
}
