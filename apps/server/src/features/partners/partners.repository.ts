// The partners and the members they brought (docs/product.md#partners).
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PartnerStatus, PartnerType } from '@cofound/shared/partners/partners.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { utcKey } from '../../db/keyset-time';
import { defineRepository } from '../../db/repository';
import { memberPaidTotals, partnerMembers, partners } from '../../db/schema';
import type { InvestorCursor, PartnerCursor } from './partners.cursor';

/** Rows per statement: well below PostgreSQL's limit of bind parameters. */
const BATCH = 1000;

export type PartnerRow = typeof partners.$inferSelect;
export type PartnerFiguresRow = PartnerRow & { createdKey: string };
/** A partner's members and their US dollar payments, in cents. */
export type MemberFigures = { members: number; paidCents: number };
export type InvestorRow = { id: string; name: string; domain: string; memberCount: number };

// Spelled out: in a one-table select drizzle writes a column without its table, which inside a
// subquery would name the subquery's own column of that name.
const outerPartnerId = sql.raw('"partners"."id"');

const memberCount = sql<number>`(select count(*) from ${partnerMembers} pm
  where pm.partner_id = ${outerPartnerId})`.mapWith(Number);

const figureColumns = {
  ...getTableColumns(partners),
  createdKey: utcKey(sql`${partners.createdAt}`).mapWith(String),
};

export function partnersQueries(db: DbOrTx) {
  async function withFigures(where: SQL): Promise<PartnerFiguresRow | null> {
    const [row] = await db.select(figureColumns).from(partners).where(where);
    return row ?? null;
  }

  return {
    /** Newest first after `after`; one row more than `limit`. */
    async page(after: PartnerCursor | null, limit: number): Promise<PartnerFiguresRow[]> {
      return db
        .select(figureColumns)
        .from(partners)
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

    /**
     * Each partner's members and their US dollar payments (not the free months), for a page of
     * partners at once: one pass over their members, each with the total of their payments that
     * triggers keep, rather than one row per payment (docs/decisions/0022-admin-reads.md).
     */
    async memberFigures(partnerIds: readonly string[]): Promise<Map<string, MemberFigures>> {
      if (partnerIds.length === 0) return new Map();
      const rows = await db
        .select({
          partnerId: partnerMembers.partnerId,
          members: sql<number>`count(*)`.mapWith(Number),
          paidCents: sql<number>`coalesce(sum(${memberPaidTotals.cents}), 0)`.mapWith(Number),
        })
        .from(partnerMembers)
        .leftJoin(
          memberPaidTotals,
          and(
            eq(memberPaidTotals.userId, partnerMembers.userId),
            eq(memberPaidTotals.currency, 'usd'),
          ),
        )
        .where(inArray(partnerMembers.partnerId, [...partnerIds]))
        .groupBy(partnerMembers.partnerId);
      return new Map(rows.map(({ partnerId, ...figures }) => [partnerId, figures]));
    },

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
