// The partners and the members they brought (docs/product.md#partners).
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PartnerStatus, PartnerType } from '@cofound/shared/partners/partners.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { utcKey } from '../../db/keyset-time';
import { defineRepository } from '../../db/repository';
import { partnerMembers, partners, partnerTotals } from '../../db/schema';
import type { InvestorCursor, PartnerCursor } from './partners.cursor';

/** Rows per statement: well below PostgreSQL's limit of bind parameters. */
const BATCH = 1000;

export type PartnerRow = typeof partners.$inferSelect;
/** A partner with its members and their US dollar payments, in cents. */
export type PartnerFiguresRow = PartnerRow & {
  createdKey: string;
  memberCount: number;
  paidUsdCents: number;
};
export type InvestorRow = { id: string; name: string; domain: string; memberCount: number };

// The totals triggers keep (docs/decisions/0022-admin-reads.md): one row per partner, whatever
// the partner's size; none for a partner that never had members.
const withTotals = eq(partnerTotals.partnerId, partners.id);
const memberCount = sql<number>`coalesce(${partnerTotals.members}, 0)`.mapWith(Number);

const figureColumns = {
  ...getTableColumns(partners),
  createdKey: utcKey(sql`${partners.createdAt}`).mapWith(String),
  memberCount,
  paidUsdCents: sql<number>`coalesce(${partnerTotals.paidUsdCents}, 0)`.mapWith(Number),
};

export function partnersQueries(db: DbOrTx) {
  async function withFigures(where: SQL): Promise<PartnerFiguresRow | null> {
    const [row] = await db
      .select(figureColumns)
      .from(partners)
      .leftJoin(partnerTotals, withTotals)
      .where(where);
    return row ?? null;
  }

  return {
    /** Newest first after `after`; one row more than `limit`. */
    async page(after: PartnerCursor | null, limit: number): Promise<PartnerFiguresRow[]> {
      return db
        .select(figureColumns)
        .from(partners)
        .leftJoin(partnerTotals, withTotals)
        .where(
          after
            ? sql`(${partners.createdAt}, ${partners.id}) <
                (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        )
        .orderBy(desc(partners.createdAt), desc(partners.id))
        .limit(limit + 1);
    },

    find: (id: string) => withFigures(eq(partners.id, id)),

    /** The partner, locked until the transaction ends: its changes and imports go one by one. */
    async findForUpdate(id: string): Promise<PartnerRow | null> {
      const [row] = await db.select().from(partners).where(eq(partners.id, id)).for('update');
      return row ?? null;
    },

    async insert(values: {
      name: string;
      type: PartnerType;
      domain: string;
      revenueShare: number;
      status: PartnerStatus;
    }): Promise<PartnerRow> {
      const [row] = await db.insert(partners).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async setStatus(id: string, status: PartnerStatus): Promise<void> {
      await db.update(partners).set({ status }).where(eq(partners.id, id));
    },

    /** Which of these members the partner has already. */
    async linkedUserIds(partnerId: string, userIds: readonly string[]): Promise<Set<string>> {
      const linked = new Set<string>();
      for (let at = 0; at < userIds.length; at += BATCH) {
        const rows = await db
          .select({ userId: partnerMembers.userId })
          .from(partnerMembers)
          .where(
            and(
              eq(partnerMembers.partnerId, partnerId),
              inArray(partnerMembers.userId, userIds.slice(at, at + BATCH)),
            ),
          );
        for (const row of rows) linked.add(row.userId);
      }
      return linked;
    },

    async link(partnerId: string, members: readonly { userId: string; role: string }[]) {
      for (let at = 0; at < members.length; at += BATCH) {
        await db
          .insert(partnerMembers)
          .values(members.slice(at, at + BATCH).map((member) => ({ partnerId, ...member })))
          .onConflictDoNothing();
      }
    },

    /** The active investors by name after `after`; one row more than `limit`. */
    async investors(after: InvestorCursor | null, limit: number): Promise<InvestorRow[]> {
      const conditions = [eq(partners.type, 'investor'), eq(partners.status, 'active')];
      if (after) {
        conditions.push(
          sql`(${partners.name}, ${partners.id}) > (${after.name}, ${after.id}::uuid)`,
        );
      }
      return db
        .select({ id: partners.id, name: partners.name, domain: partners.domain, memberCount })
        .from(partners)
        .leftJoin(partnerTotals, withTotals)
        .where(and(...conditions))
        .orderBy(asc(partners.name), asc(partners.id))
        .limit(limit + 1);
    },
  };
}

export function createPartnersRepository(db: Db) {
  return defineRepository(db, partnersQueries);
}

export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
export type PartnersQueries = ReturnType<typeof partnersQueries>;
