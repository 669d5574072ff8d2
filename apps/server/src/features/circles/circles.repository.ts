// The SQL of circles themselves; with its members' and discussion's queries, the circles
// repository.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CircleValues } from '@cofound/shared/circles/circles.schemas';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { founderCircles } from '../../db/schema';
import { containsWord } from '../../lib/sql-like';
import {
  circleMembersQueries,
  type CircleViewer,
  type MemberRole,
  type MemberStatus,
} from './circle-members.repository';
import { circlePostsQueries } from './circle-posts.repository';
import type { CircleKeyset } from './circles.cursor';

export type {
  CircleMemberRow,
  CircleRequestRow,
  CircleViewer,
  MemberCardRow,
  MemberRole,
  MemberStatus,
} from './circle-members.repository';
export type { CirclePostRow } from './circle-posts.repository';

export type CircleRow = {
  id: string;
  name: string;
  /** lower(name): the grid's keyset. */
  nameKey: string;
  industry: string;
  description: string;
  isPrivate: boolean;
  imageUrl: string | null;
  status: string;
  membersCount: number;
  createdBy: string | null;
  createdAt: Date;
  /** The viewer's own row in circle_members, if any. */
  viewerStatus: MemberStatus | null;
  viewerRole: MemberRole | null;
};

export type CircleFilters = {
  /** Lower-cased words; a circle matches when its name or description holds each one. */
  words: string[];
  industry: string | null;
  /** Only circles the viewer is an active member of. */
  joined: boolean;
};

export type CirclePageRequest = {
  filters: CircleFilters;
  after: CircleKeyset | null;
  limit: number;
  viewer: CircleViewer;
};

/**
 * Circles the viewer may open: active ones for everyone; a proposal (or a declined one) only for
 * its proposer and admins. `f` is the founder_circles row.
 */
function circleShownTo(viewer: CircleViewer): SQL {
  if (viewer?.role === 'admin') return sql`true`;
  if (!viewer) return sql`f.status = 'active'`;
  return sql`(f.status = 'active' or f.created_by = ${viewer.id})`;
}

type RawCircle = {
  id: string;
  name: string;
  name_key: string;
  industry: string;
  description: string;
  is_private: boolean;
  image_url: string | null;
  status: string;
  members_count: number;
  created_by: string | null;
  created_at: string | Date;
  viewer_status: MemberStatus | null;
  viewer_role: MemberRole | null;
};

function circlesSelect(viewer: CircleViewer, where: SQL[], tail: SQL): SQL {
  const own = viewer ? sql`m.user_id = ${viewer.id}` : sql`false`;
  const conditions = [circleShownTo(viewer), ...where];
  return sql`
    select f.id, f.name, lower(f.name) as name_key, f.industry, f.description, f.is_private,
      f.image_url, f.status, f.members_count, f.created_by, f.created_at,
      m.status as viewer_status, m.role as viewer_role
    from founder_circles f
    left join circle_members m on m.circle_id = f.id and ${own}
    where ${sql.join(conditions, sql` and `)}
    ${tail}`;
}

function toCircleRow(row: RawCircle): CircleRow {
  return {
    id: row.id,
    name: row.name,
    nameKey: row.name_key,
    industry: row.industry,
    description: row.description,
    isPrivate: Boolean(row.is_private),
    imageUrl: row.image_url,
    status: row.status,
    membersCount: Number(row.members_count),
    createdBy: row.created_by,
    createdAt: new Date(row.created_at),
    viewerStatus: row.viewer_status,
    viewerRole: row.viewer_role,
  };
}

function filterConditions(filters: CircleFilters): SQL[] {
  const conditions: SQL[] = [sql`f.status = 'active'`];
  for (const word of filters.words) {
    conditions.push(containsWord([sql`f.name`, sql`f.description`], word, 'ilike'));
  }
  if (filters.industry) conditions.push(sql`f.industry = ${filters.industry}`);
  if (filters.joined) conditions.push(sql`m.status = 'active'`);
  return conditions;
}

function afterCircle(key: CircleKeyset): SQL {
  const name =
    key.name === null
      ? sql`(select lower(c.name) from founder_circles c where c.id = ${key.id})`
      : sql`${key.name}::text`;
  return sql`(lower(f.name), f.id) > (${name}, ${key.id}::uuid)`;
}

export function createCirclesRepository(database: Db) {
  return defineRepository(database, circlesQueries);
}

export function circlesQueries(db: DbOrTx) {
  return {
    ...circleMembersQueries(db),
    ...circlePostsQueries(db),

    /** The circle with where the viewer stands, when the viewer may open it. */
    async findCircle(circleId: string, viewer: CircleViewer): Promise<CircleRow | null> {
      const rows = await queryRows<RawCircle>(
        db,
        circlesSelect(viewer, [sql`f.id = ${circleId}`], sql`limit 1`),
      );
      return rows[0] ? toCircleRow(rows[0]) : null;
    },

    /** A page of active circles by name (as many rows as `limit` says), after the last one. */
    async listCircles(request: CirclePageRequest): Promise<CircleRow[]> {
      const where = filterConditions(request.filters);
      if (request.after) where.push(afterCircle(request.after));
      const rows = await queryRows<RawCircle>(
        db,
        circlesSelect(
          request.viewer,
          where,
          sql`order by lower(f.name), f.id limit ${request.limit}`,
        ),
      );
      return rows.map(toCircleRow);
    },

    /** Waiting proposals, oldest first: all of them, or only those `proposedBy` made. */
    async listProposals(viewer: CircleViewer, proposedBy: string | null): Promise<CircleRow[]> {
      const where = [sql`f.status = 'proposed'`];
      if (proposedBy !== null) where.push(sql`f.created_by = ${proposedBy}`);
      const rows = await queryRows<RawCircle>(
        db,
        circlesSelect(viewer, where, sql`order by f.created_at, f.id`),
      );
      return rows.map(toCircleRow);
    },

    /** Fails with 23505 (founder_circles_name_idx) when the name is taken, in any case. */
    async insertCircle(
      createdBy: string,
      values: CircleValues,
      status: 'active' | 'proposed',
    ): Promise<string> {
      const [row] = await db
        .insert(founderCircles)
        .values({ ...values, createdBy, status })
        .returning({ id: founderCircles.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    /** Whether the circle was there to edit; fails with 23505 like insertCircle. */
    async updateCircle(circleId: string, values: CircleValues): Promise<boolean> {
      const rows = await db
        .update(founderCircles)
        .set(values)
        .where(eq(founderCircles.id, circleId))
        .returning({ id: founderCircles.id });
      return rows.length > 0;
    },

    /** Members, requests and the discussion go with it (on delete cascade). */
    async deleteCircle(circleId: string): Promise<boolean> {
      const rows = await db
        .delete(founderCircles)
        .where(eq(founderCircles.id, circleId))
        .returning({ id: founderCircles.id });
      return rows.length > 0;
    },

    /**
     * Answers a proposal: its proposer (null when their account is gone), or null when the
     * circle is not a waiting proposal (anymore).
     */
    async reviewProposal(
      circleId: string,
      status: 'active' | 'declined',
    ): Promise<{ createdBy: string | null } | null> {
      const [row] = await db
        .update(founderCircles)
        .set({ status, reviewedAt: sql`now()` })
        .where(and(eq(founderCircles.id, circleId), eq(founderCircles.status, 'proposed')))
        .returning({ createdBy: founderCircles.createdBy });
      return row ?? null;
    },

    async circleExists(circleId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: founderCircles.id })
        .from(founderCircles)
        .where(eq(founderCircles.id, circleId));
      return row !== undefined;
    },

    /** Moves the circle's member count by `delta`; the count after. */
    async addToMembersCount(circleId: string, delta: 1 | -1): Promise<number> {
      const [row] = await db
        .update(founderCircles)
        .set({ membersCount: sql`${founderCircles.membersCount} + ${delta}` })
        .where(eq(founderCircles.id, circleId))
        .returning({ count: founderCircles.membersCount });
      return row?.count ?? 0;
    },

    async membersCountOf(circleId: string): Promise<number> {
      const [row] = await db
        .select({ count: founderCircles.membersCount })
        .from(founderCircles)
        .where(eq(founderCircles.id, circleId));
      return row?.count ?? 0;
    },
  };
}

export type CirclesRepository = ReturnType<typeof createCirclesRepository>;
export type CirclesQueries = ReturnType<typeof circlesQueries>;
