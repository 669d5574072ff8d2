// All SQL of the ideas board: ideas, their likes and their comments.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { IdeaValues } from '@cofound/shared/ideas/ideas.schemas';
import type { IdeaSort } from '@cofound/shared/ideas/ideas.options';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import {
  profiles,
  startupIdeaComments,
  startupIdeaInterests,
  startupIdeaLikes,
  startupIdeas,
} from '../../db/schema';
import { textArray } from '../../db/sql-array';
import { likeContains } from '../../lib/sql-like';
import {
  liveConnectionLateral,
  liveConnectionOf,
  type LiveConnectionColumns,
} from '../connections';
import { isActiveProfile, isShownToVisitors } from '../profiles';
import { notBlockedWith } from '../safety';
import type { CommentKeyset, IdeaKeyset, InterestKeyset } from './ideas.cursor';

/** Who asks: a member with their role, or a signed-out visitor (null). */
export type IdeaViewer = { id: string; role: string } | null;

export type IdeaAuthorRow = {
  profileId: string;
  name: string;
  title: string;
  imageUrl: string | null;
};

export type IdeaRow = {
  id: string;
  userId: string;
  title: string;
  description: string;
  industry: string;
  stage: string;
  skillsNeeded: string[];
  rolesNeeded: string[];
  likesCount: number;
  commentsCount: number;
  createdAt: Date;
  updatedAt: Date;
  /** created_at in UTC to the microsecond: the keyset cursor's time. */
  createdAtKey: string;
  author: IdeaAuthorRow;
  viewerHasLiked: boolean;
  interestedCount: number;
  viewerIsInterested: boolean;
};

/** A member who said they are interested in building an idea. */
export type InterestedRow = {
  userId: string;
  member: IdeaAuthorRow;
  connection: { status: 'pending' | 'accepted'; senderId: string } | null;
  interestedAt: Date;
  interestedAtKey: string;
};

export type IdeaCommentRow = {
  id: string;
  ideaId: string;
  userId: string;
  content: string;
  createdAt: Date;
  createdAtKey: string;
  author: IdeaAuthorRow;
};

export type IdeaFilters = {
  /** Lower-cased words; an idea matches when its title or description holds each one. */
  words: string[];
  industry: string | null;
  stage: string | null;
  /** The idea asks for all of them. */
  skills: string[];
};

export type IdeaPageRequest = {
  filters: IdeaFilters;
  sort: IdeaSort;
  after: IdeaKeyset | null;
  limit: number;
  viewer: IdeaViewer;
};

const utcKey = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Authors whose ideas and comments the viewer sees (`p` is the author's profiles row, `owner` the
 * row's user id): their own always; admins everything; others only active authors with no block
 * either way, and visitors only authors whose profile is public.
 */
function authorShownTo(viewer: IdeaViewer, owner: SQL): SQL {
  if (viewer?.role === 'admin') return sql`true`;
  if (!viewer)
    return sql`(${isActiveProfile(sql`p.status`)} and ${isShownToVisitors(sql`p.visibility`)})`;
  return sql`(${owner} = ${viewer.id} or (${isActiveProfile(sql`p.status`)}
    and ${notBlockedWith(viewer.id, sql`p.user_id`)}))`;
}

const sortOrder: Record<IdeaSort, SQL> = {
  newest: sql`i.created_at desc nulls last, i.id desc nulls last`,
  most_liked: sql`i.likes_count desc nulls last, i.created_at desc nulls last, i.id desc nulls last`,
  most_discussed: sql`i.comments_count desc nulls last, i.created_at desc nulls last, i.id desc nulls last`,
};

function afterKey(sort: IdeaSort, key: IdeaKeyset): SQL {
  const rest = sql`${key.createdAt}::timestamptz, ${key.id}::uuid`;
  if (sort === 'newest') return sql`(i.created_at, i.id) < (${rest})`;
  const count = sort === 'most_liked' ? sql`i.likes_count` : sql`i.comments_count`;
  return sql`(${count}, i.created_at, i.id) < (${key.count}::int, ${rest})`;
}

function filterConditions(filters: IdeaFilters): SQL[] {
  const conditions: SQL[] = [];
  for (const word of filters.words) {
    const pattern = likeContains(word);
    conditions.push(sql`(i.title ilike ${pattern} or i.description ilike ${pattern})`);
  }
  if (filters.industry) conditions.push(sql`i.industry = ${filters.industry}`);
  if (filters.stage) conditions.push(sql`i.stage = ${filters.stage}`);
  if (filters.skills.length > 0)
    conditions.push(sql`i.skills_needed @> ${textArray(filters.skills)}`);
  return conditions;
}

type RawIdea = {
  id: string;
  user_id: string;
  title: string;
  description: string;
  industry: string;
  stage: string;
  skills_needed: string[];
  roles_needed: string[];
  likes_count: number;
  comments_count: number;
  created_at: string | Date;
  updated_at: string | Date;
  created_at_key: string;
  profile_id: string;
  author_name: string;
  author_title: string;
  author_image_url: string | null;
  viewer_has_liked: boolean;
  interested_count: number;
  viewer_is_interested: boolean;
};

function ideasSelect(viewer: IdeaViewer, where: SQL[], tail: SQL): SQL {
  const liked = viewer
    ? sql`exists (select 1 from startup_idea_likes l where l.idea_id = i.id and l.user_id = ${viewer.id})`
    : sql`false`;
  const interested = viewer
    ? sql`exists (select 1 from startup_idea_interests n where n.idea_id = i.id and n.user_id = ${viewer.id})`
    : sql`false`;
  const conditions = [authorShownTo(viewer, sql`i.user_id`), ...where];
  return sql`
    select i.id, i.user_id, i.title, i.description, i.industry, i.stage, i.skills_needed,
      i.roles_needed, i.likes_count, i.comments_count, i.created_at, i.updated_at,
      ${utcKey(sql`i.created_at`)} as created_at_key,
      p.id as profile_id, p.name as author_name, p.title as author_title,
      p.image_url as author_image_url, ${liked} as viewer_has_liked,
      ${interested} as viewer_is_interested,
      (select count(*) from startup_idea_interests n where n.idea_id = i.id)::int as interested_count
    from startup_ideas i
    join profiles p on p.user_id = i.user_id
    where ${sql.join(conditions, sql` and `)}
    ${tail}`;
}

function toIdeaRow(row: RawIdea): IdeaRow {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    description: row.description,
    industry: row.industry,
    stage: row.stage,
    skillsNeeded: row.skills_needed,
    rolesNeeded: row.roles_needed,
    likesCount: Number(row.likes_count),
    commentsCount: Number(row.comments_count),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    createdAtKey: row.created_at_key,
    author: {
      profileId: row.profile_id,
      name: row.author_name,
      title: row.author_title,
      imageUrl: row.author_image_url,
    },
    viewerHasLiked: Boolean(row.viewer_has_liked),
    interestedCount: Number(row.interested_count),
    viewerIsInterested: Boolean(row.viewer_is_interested),
  };
}

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

export function createIdeasRepository(database: Db) {
  return defineRepository(database, ideasQueries);
}

export function ideasQueries(db: DbOrTx) {
  return {
    async insertIdea(userId: string, values: IdeaValues): Promise<string> {
      const [row] = await db
        .insert(startupIdeas)
        .values({ userId, ...values })
        .returning({ id: startupIdeas.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async updateIdea(ideaId: string, values: IdeaValues): Promise<void> {
      await db
        .update(startupIdeas)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(startupIdeas.id, ideaId));
    },

    /** Likes and comments go with it (on delete cascade). */
    async deleteIdea(ideaId: string): Promise<void> {
      await db.delete(startupIdeas).where(eq(startupIdeas.id, ideaId));
    },

    /** The idea with its author's card, when the viewer may see it. */
    async findIdea(ideaId: string, viewer: IdeaViewer): Promise<IdeaRow | null> {
      const rows = await queryRows<RawIdea>(
        db,
        ideasSelect(viewer, [sql`i.id = ${ideaId}`], sql`limit 1`),
      );
      return rows[0] ? toIdeaRow(rows[0]) : null;
    },

    /** A page of ideas (as many rows as `limit` says), sorted, after the previous page's last. */
    async listIdeas(request: IdeaPageRequest): Promise<IdeaRow[]> {
      const where = filterConditions(request.filters);
      if (request.after) where.push(afterKey(request.sort, request.after));
      const rows = await queryRows<RawIdea>(
        db,
        ideasSelect(
          request.viewer,
          where,
          sql`order by ${sortOrder[request.sort]} limit ${request.limit}`,
        ),
      );
      return rows.map(toIdeaRow);
    },

    /** Whether the member may see the idea (its comments' live events). */
    async isVisibleToUser(ideaId: string, userId: string): Promise<boolean> {
      const [viewer] = await db
        .select({ role: profiles.role })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      if (!viewer) return false;
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select i.id from startup_ideas i join profiles p on p.user_id = i.user_id
          where i.id = ${ideaId} and ${authorShownTo({ id: userId, role: viewer.role }, sql`i.user_id`)}`,
      );
      return rows.length > 0;
    },

    /** Whether a like was added (false: the member liked it already). */
    async insertLike(ideaId: string, userId: string): Promise<boolean> {
      const rows = await db
        .insert(startupIdeaLikes)
        .values({ ideaId, userId })
        .onConflictDoNothing()
        .returning({ ideaId: startupIdeaLikes.ideaId });
      return rows.length > 0;
    },

    /** Whether a like was taken back (false: there was none). */
    async deleteLike(ideaId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(startupIdeaLikes)
        .where(and(eq(startupIdeaLikes.ideaId, ideaId), eq(startupIdeaLikes.userId, userId)))
        .returning({ ideaId: startupIdeaLikes.ideaId });
      return rows.length > 0;
    },

    /** Moves the idea's likes count by `delta`; the count after. */
    async addToLikesCount(ideaId: string, delta: 1 | -1): Promise<number> {
      const [row] = await db
        .update(startupIdeas)
        .set({ likesCount: sql`${startupIdeas.likesCount} + ${delta}` })
        .where(eq(startupIdeas.id, ideaId))
        .returning({ count: startupIdeas.likesCount });
      return row?.count ?? 0;
    },

    async likesCountOf(ideaId: string): Promise<number> {
      const [row] = await db
        .select({ count: startupIdeas.likesCount })
        .from(startupIdeas)
        .where(eq(startupIdeas.id, ideaId));
      return row?.count ?? 0;
    },

    /** Moves the idea's comments count by `delta`; the count after. */
    async addToCommentsCount(ideaId: string, delta: 1 | -1): Promise<number> {
      const [row] = await db
        .update(startupIdeas)
        .set({ commentsCount: sql`${startupIdeas.commentsCount} + ${delta}` })
        .where(eq(startupIdeas.id, ideaId))
        .returning({ count: startupIdeas.commentsCount });
      return row?.count ?? 0;
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

export type IdeasRepository = ReturnType<typeof createIdeasRepository>;
export type IdeasQueries = ReturnType<typeof ideasQueries>;
