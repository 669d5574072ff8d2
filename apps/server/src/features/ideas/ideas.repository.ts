// The SQL of the ideas board's ideas and their likes; with the comments' and interests' queries,
// the ideas repository.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { IdeaValues } from '@cofound/shared/ideas/ideas.schemas';
import type { IdeaSort } from '@cofound/shared/ideas/ideas.options';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { profiles, startupIdeaLikes, startupIdeas } from '../../db/schema';
import { textArray } from '../../db/sql-array';
import { containsWord } from '../../lib/sql-like';
import { utcKey } from '../../db/keyset-time';
import { authorShownTo, type IdeaAuthorRow, type IdeaViewer } from './idea-authors';
import { ideaCommentsQueries } from './idea-comments.repository';
import { ideaInterestsQueries } from './idea-interests.repository';
import { ideaModerationQueries } from './idea-moderation.repository';
import type { IdeaKeyset } from './ideas.cursor';
import { moveIdeaCounter } from './idea-counters.repository';

export type { IdeaAuthorRow, IdeaViewer } from './idea-authors';
export type { IdeaCommentRow } from './idea-comments.repository';
export type { InterestedRow } from './idea-interests.repository';

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
    conditions.push(containsWord([sql`i.title`, sql`i.description`], word, 'ilike'));
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

export function createIdeasRepository(database: Db) {
  return defineRepository(database, ideasQueries);
}

export function ideasQueries(db: DbOrTx) {
  return {
    ...ideaCommentsQueries(db),
    ...ideaInterestsQueries(db),
    ...ideaModerationQueries(db),

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

    /** Likes and comments go with it (on delete cascade). Whether it was there to delete. */
    async deleteIdea(ideaId: string): Promise<boolean> {
      const rows = await db
        .delete(startupIdeas)
        .where(eq(startupIdeas.id, ideaId))
        .returning({ id: startupIdeas.id });
      return rows.length > 0;
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
    addToLikesCount(ideaId: string, delta: 1 | -1): Promise<number> {
      return moveIdeaCounter(db, ideaId, 'likesCount', delta);
    },

    async likesCountOf(ideaId: string): Promise<number> {
      const [row] = await db
        .select({ count: startupIdeas.likesCount })
        .from(startupIdeas)
        .where(eq(startupIdeas.id, ideaId));
      return row?.count ?? 0;
    },
  };
}

export type IdeasRepository = ReturnType<typeof createIdeasRepository>;
export type IdeasQueries = ReturnType<typeof ideasQueries>;
