// All SQL of circles: the circles, their members and requests, and their discussion.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CircleValues } from '@cofound/shared/circles/circles.schemas';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { circleMembers, circlePosts, founderCircles, profiles } from '../../db/schema';
import { likeContains } from '../../lib/sql-like';
import {
  liveConnectionLateral,
  liveConnectionOf,
  type LiveConnectionColumns,
} from '../connections';
import { isActiveProfile, isShownToVisitors } from '../profiles';
import { isBlockedBetween, notBlockedWith } from '../safety';
import type { CircleKeyset, MemberKeyset, PostKeyset, RequestKeyset } from './circles.cursor';

/** Who asks: a member with their role, or a signed-out visitor (null). */
export type CircleViewer = { id: string; role: string } | null;

export type MemberStatus = 'active' | 'pending';
export type MemberRole = 'member' | 'moderator';

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

export type MemberCardRow = {
  profileId: string;
  name: string;
  title: string;
  imageUrl: string | null;
};

export type CircleMemberRow = {
  userId: string;
  role: MemberRole;
  member: MemberCardRow;
  connection: { status: 'pending' | 'accepted'; senderId: string } | null;
  joinedAt: Date;
  joinedAtKey: string;
};

export type CircleRequestRow = {
  userId: string;
  member: MemberCardRow;
  requestedAt: Date;
  requestedAtKey: string;
};

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

const utcKey = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Circles the viewer may open: active ones for everyone; a proposal (or a declined one) only for
 * its proposer and admins. `f` is the founder_circles row.
 */
function circleShownTo(viewer: CircleViewer): SQL {
  if (viewer?.role === 'admin') return sql`true`;
  if (!viewer) return sql`f.status = 'active'`;
  return sql`(f.status = 'active' or f.created_by = ${viewer.id})`;
}

/**
 * Members whose rows (membership, posts, replies) the viewer sees; `a` is their profiles row and
 * `owner` the row's user id. Their own always; admins everything (a block never hides anything
 * from an admin); others only active members with no block either way, and visitors only
 * members whose profile is public.
 */
function memberShownTo(viewer: CircleViewer, owner: SQL): SQL {
  if (viewer?.role === 'admin') return sql`true`;
  if (!viewer)
    return sql`(${isActiveProfile(sql`a.status`)} and ${isShownToVisitors(sql`a.visibility`)})`;
  return sql`(${owner} = ${viewer.id} or (${isActiveProfile(sql`a.status`)}
    and ${notBlockedWith(viewer.id, sql`a.user_id`)}))`;
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
    const pattern = likeContains(word);
    conditions.push(sql`(f.name ilike ${pattern} or f.description ilike ${pattern})`);
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

type RawCard = {
  profile_id: string;
  name: string;
  title: string;
  image_url: string | null;
};

const toCard = (row: RawCard): MemberCardRow => ({
  profileId: row.profile_id,
  name: row.name,
  title: row.title,
  imageUrl: row.image_url,
});

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

export function createCirclesRepository(database: Db) {
  return defineRepository(database, circlesQueries);
}

export function circlesQueries(db: DbOrTx) {
  return {
    // ── circles ────────────────────────────────────────────────────────────────────────────

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

    // ── members and requests ───────────────────────────────────────────────────────────────

    /** The member's row in the circle, if any. */
    async membershipOf(
      circleId: string,
      userId: string,
    ): Promise<{ status: MemberStatus; role: MemberRole } | null> {
      const [row] = await db
        .select({ status: circleMembers.status, role: circleMembers.role })
        .from(circleMembers)
        .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
      return row ? { status: row.status as MemberStatus, role: row.role as MemberRole } : null;
    },

    /** Whether a row was added (false: the member had one already, in whatever state). */
    async insertMember(
      circleId: string,
      userId: string,
      state: { status: MemberStatus; role: MemberRole },
    ): Promise<boolean> {
      const rows = await db
        .insert(circleMembers)
        .values({
          circleId,
          userId,
          role: state.role,
          status: state.status,
          joinedAt: state.status === 'active' ? sql`now()` : null,
        })
        .onConflictDoNothing()
        .returning({ userId: circleMembers.userId });
      return rows.length > 0;
    },

    /** Turns a request into a membership; whether there was a request to turn. */
    async activateRequest(circleId: string, userId: string): Promise<boolean> {
      const rows = await db
        .update(circleMembers)
        .set({ status: 'active', joinedAt: sql`now()` })
        .where(
          and(
            eq(circleMembers.circleId, circleId),
            eq(circleMembers.userId, userId),
            eq(circleMembers.status, 'pending'),
          ),
        )
        .returning({ userId: circleMembers.userId });
      return rows.length > 0;
    },

    /** Makes an active member a moderator (an approved proposal's proposer who had joined). */
    async makeModerator(circleId: string, userId: string): Promise<void> {
      await db
        .update(circleMembers)
        .set({ role: 'moderator' })
        .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
    },

    /**
     * Deletes the member's row (only a request when `onlyStatus` is 'pending'); the status it had,
     * or null when there was none.
     */
    async deleteMember(
      circleId: string,
      userId: string,
      onlyStatus?: MemberStatus,
    ): Promise<MemberStatus | null> {
      const conditions = [eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)];
      if (onlyStatus) conditions.push(eq(circleMembers.status, onlyStatus));
      const [row] = await db
        .delete(circleMembers)
        .where(and(...conditions))
        .returning({ status: circleMembers.status });
      return row ? (row.status as MemberStatus) : null;
    },

    /** The user ids of the circle's moderators (active members with the moderator role). */
    async moderatorIds(circleId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: circleMembers.userId })
        .from(circleMembers)
        .where(
          and(
            eq(circleMembers.circleId, circleId),
            eq(circleMembers.status, 'active'),
            eq(circleMembers.role, 'moderator'),
          ),
        );
      return rows.map((row) => row.userId);
    },

    async userIdOfProfile(profileId: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.id, profileId));
      return row?.userId ?? null;
    },

    /** The member's role, or null when they have no profile (an account being deleted). */
    async roleOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ role: profiles.role })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row?.role ?? null;
    },

    blockedBetween(userIdA: string, userIdB: string): Promise<boolean> {
      return isBlockedBetween(db, userIdA, userIdB);
    },

    /**
     * The circle's active members the viewer sees, moderators first then by when they joined
     * (circle_members_list_idx), with how the viewer stands with each. Admins are staff, not
     * founders: never listed, though one who created a circle counts among its members.
     */
    async listMembers(
      circleId: string,
      viewer: CircleViewer,
      after: MemberKeyset | null,
      limit: number,
    ): Promise<CircleMemberRow[]> {
      const where = [
        sql`m.circle_id = ${circleId}`,
        sql`m.status = 'active'`,
        sql`a.role <> 'admin'`,
        memberShownTo(viewer, sql`m.user_id`),
      ];
      if (after) {
        where.push(sql`(m.role < ${after.role}::text or (m.role = ${after.role}::text
          and (m.joined_at, m.user_id) > (${after.joinedAt}::timestamptz, ${after.userId}::text)))`);
      }
      const connection = viewer
        ? sql`left join lateral ${liveConnectionLateral(viewer.id, sql`m.user_id`)} c on true`
        : sql`left join (select null::text as status, null::text as sender_id) c on true`;
      const rows = await queryRows<
        RawCard &
          LiveConnectionColumns & {
            user_id: string;
            role: MemberRole;
            joined_at: string | Date;
            joined_at_key: string;
          }
      >(
        db,
        sql`
        select m.user_id, m.role, m.joined_at, ${utcKey(sql`m.joined_at`)} as joined_at_key,
          a.id as profile_id, a.name, a.title, a.image_url,
          c.status as connection_status, c.sender_id as connection_sender_id
        from circle_members m
        join profiles a on a.user_id = m.user_id
        ${connection}
        where ${sql.join(where, sql` and `)}
        order by m.role desc nulls last, m.joined_at, m.user_id
        limit ${limit}`,
      );
      return rows.map((row) => ({
        userId: row.user_id,
        role: row.role,
        member: toCard(row),
        connection: liveConnectionOf(row),
        joinedAt: new Date(row.joined_at),
        joinedAtKey: row.joined_at_key,
      }));
    },

    /** Requests to join the viewer (a moderator) sees, oldest first. */
    async listRequests(
      circleId: string,
      viewer: NonNullable<CircleViewer>,
      after: RequestKeyset | null,
      limit: number,
    ): Promise<CircleRequestRow[]> {
      const where = [
        sql`m.circle_id = ${circleId}`,
        sql`m.status = 'pending'`,
        memberShownTo(viewer, sql`m.user_id`),
      ];
      if (after) {
        where.push(
          sql`(m.requested_at, m.user_id) > (${after.requestedAt}::timestamptz, ${after.userId}::text)`,
        );
      }
      const rows = await queryRows<
        RawCard & { user_id: string; requested_at: string | Date; requested_at_key: string }
      >(
        db,
        sql`
        select m.user_id, m.requested_at, ${utcKey(sql`m.requested_at`)} as requested_at_key,
          a.id as profile_id, a.name, a.title, a.image_url
        from circle_members m
        join profiles a on a.user_id = m.user_id
        where ${sql.join(where, sql` and `)}
        order by m.requested_at, m.user_id
        limit ${limit}`,
      );
      return rows.map((row) => ({
        userId: row.user_id,
        member: toCard(row),
        requestedAt: new Date(row.requested_at),
        requestedAtKey: row.requested_at_key,
      }));
    },

    // ── the discussion ─────────────────────────────────────────────────────────────────────

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

export type CirclesRepository = ReturnType<typeof createCirclesRepository>;
export type CirclesQueries = ReturnType<typeof circlesQueries>;
