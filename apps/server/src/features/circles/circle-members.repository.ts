// The SQL of a circle's members: memberships and requests to join, who the viewer sees of them,
// and the member lookups the circle's rules ask for.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { utcKey } from '../../db/keyset-time';
import { circleMembers, profiles } from '../../db/schema';
import {
  liveConnectionLateral,
  liveConnectionOf,
  type LiveConnectionColumns,
} from '../connections';
import { isActiveProfile, isShownToVisitors } from '../profiles';
import { isBlockedBetween, notBlockedWith } from '../safety';
import type { MemberKeyset, RequestKeyset } from './circles.cursor';

/** Who asks: a member with their role, or a signed-out visitor (null). */
export type CircleViewer = { id: string; role: string } | null;

export type MemberStatus = 'active' | 'pending';
export type MemberRole = 'member' | 'moderator';

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

/**
 * Members whose rows (membership, posts, replies) the viewer sees; `a` is their profiles row and
 * `owner` the row's user id. Their own always; admins everything (a block never hides anything
 * from an admin); others only active members with no block either way, and visitors only
 * members whose profile is public.
 */
export function memberShownTo(viewer: CircleViewer, owner: SQL): SQL {
  if (viewer?.role === 'admin') return sql`true`;
  if (!viewer)
    return sql`(${isActiveProfile(sql`a.status`)} and ${isShownToVisitors(sql`a.visibility`)})`;
  return sql`(${owner} = ${viewer.id} or (${isActiveProfile(sql`a.status`)}
    and ${notBlockedWith(viewer.id, sql`a.user_id`)}))`;
}

export type RawCard = {
  profile_id: string;
  name: string;
  title: string;
  image_url: string | null;
};

export const toCard = (row: RawCard): MemberCardRow => ({
  profileId: row.profile_id,
  name: row.name,
  title: row.title,
  imageUrl: row.image_url,
});

/** The members and requests queries; the circles repository includes them. */
export function circleMembersQueries(db: DbOrTx) {
  return {
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
  };
}
