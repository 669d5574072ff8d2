// The admin member list and the status and role changes (docs/decisions/0022-admin-reads.md).
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminMembersQuery } from '@cofound/shared/admin/admin-members.schemas';
import type { MemberRole, MemberStatus } from '@cofound/shared/admin/member-status';
import type { DbOrTx } from '../../db/client';
import { utcKey } from '../../db/keyset-time';
import { lockForTransaction } from '../../db/locks';
import { profiles, users } from '../../db/schema';
import { containsWord } from '../../lib/sql-like';
import type { AdminMemberCursor } from './admin-members.cursor';

const memberColumns = {
  userId: profiles.userId,
  profileId: profiles.id,
  name: profiles.name,
  email: profiles.email,
  title: profiles.title,
  imageUrl: profiles.imageUrl,
  role: sql<MemberRole>`${profiles.role}`,
  status: sql<MemberStatus>`${profiles.status}`,
  isPremium: profiles.isPremium,
  premiumUntil: profiles.premiumUntil,
  currentPlanId: profiles.currentPlanId,
  createdAt: profiles.createdAt,
  updatedAt: profiles.updatedAt,
};

export type AdminMemberRow = {
  userId: string;
  profileId: string;
  name: string;
  email: string;
  title: string;
  imageUrl: string | null;
  role: MemberRole;
  status: MemberStatus;
  isPremium: boolean;
  premiumUntil: Date | null;
  currentPlanId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type ListedMemberRow = AdminMemberRow & { createdKey: string; nameKey: string };

/** The order of each sort and the keyset condition after a cursor, in SQL. */
function orderOf(sort: AdminMembersQuery['sort']): {
  order: SQL;
  after: (c: AdminMemberCursor) => SQL;
} {
  switch (sort) {
    case 'oldest':
      return {
        order: sql`${profiles.createdAt} asc, ${profiles.id} asc`,
        after: (c) =>
          sql`(${profiles.createdAt}, ${profiles.id}) > (${c.value}::timestamptz, ${c.id}::uuid)`,
      };
    case 'name':
      return {
        order: sql`lower(${profiles.name}) asc, ${profiles.id} asc`,
        after: (c) => sql`(lower(${profiles.name}), ${profiles.id}) > (${c.value}, ${c.id}::uuid)`,
      };
    case 'email':
      return {
        order: sql`${profiles.email} asc, ${profiles.id} asc`,
        after: (c) => sql`(${profiles.email}, ${profiles.id}) > (${c.value}, ${c.id}::uuid)`,
      };
    default:
      return {
        order: sql`${profiles.createdAt} desc, ${profiles.id} desc`,
        after: (c) =>
          sql`(${profiles.createdAt}, ${profiles.id}) < (${c.value}::timestamptz, ${c.id}::uuid)`,
      };
  }
}

/** A deleted account's placeholder profile is no member an admin can list or change. */
const notDeleted = ne(profiles.status, 'deleted');

export function adminMembersQueries(db: DbOrTx) {
  return {
    /** Role changes one at a time, so two admins cannot both remove the other as last admin. */
    lockRoles: () => lockForTransaction(db, 'admin', 'roles'),

    /** A page of members (one row more than `limit`), searched, filtered and sorted. */
    async list(
      query: Pick<AdminMembersQuery, 'q' | 'role' | 'status' | 'sort' | 'limit'>,
      after: AdminMemberCursor | null,
    ): Promise<ListedMemberRow[]> {
      const { order, after: afterCursor } = orderOf(query.sort);
      const conditions: SQL[] = [notDeleted];
      if (query.q) {
        conditions.push(
          containsWord([sql`${profiles.name}`, sql`${profiles.email}`], query.q, 'ilike'),
        );
      }
      if (query.role) conditions.push(eq(profiles.role, query.role));
      if (query.status) conditions.push(eq(profiles.status, query.status));
      if (after) conditions.push(afterCursor(after));
      return db
        .select({
          ...memberColumns,
          createdKey: utcKey(sql`${profiles.createdAt}`).mapWith(String),
          nameKey: sql<string>`lower(${profiles.name})`,
        })
        .from(profiles)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(order)
        .limit(query.limit + 1);
    },

    async find(userId: string): Promise<(AdminMemberRow & { emailVerified: boolean }) | null> {
      const [row] = await db
        .select({ ...memberColumns, emailVerified: users.emailVerified })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(and(eq(profiles.userId, userId), notDeleted));
      return row ?? null;
    },

    /** The member's row read for a change, locked until the transaction ends. */
    async findForUpdate(userId: string): Promise<AdminMemberRow | null> {
      const [row] = await db
        .select(memberColumns)
        .from(profiles)
        .where(and(eq(profiles.userId, userId), notDeleted))
        .for('update');
      return row ?? null;
    },

    async setStatus(userId: string, status: MemberStatus): Promise<AdminMemberRow> {
      const [row] = await db
        .update(profiles)
        .set({ status })
        .where(eq(profiles.userId, userId))
        .returning(memberColumns);
      return row!;
    },

    async setRole(userId: string, role: MemberRole): Promise<AdminMemberRow> {
      const [row] = await db
        .update(profiles)
        .set({ role })
        .where(eq(profiles.userId, userId))
        .returning(memberColumns);
      return row!;
    },

    /** Admins who can act: role admin and not suspended or banned. */
    async countActiveAdmins(): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(profiles)
        .where(and(eq(profiles.role, 'admin'), eq(profiles.status, 'active')));
      return row?.total ?? 0;
    },
  };
}

export type AdminMembersQueries = ReturnType<typeof adminMembersQueries>;
