// Owned by features/partners (docs/product.md#partners): the accelerators, investors and
// universities Cofound works with, and the members each brought.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberIdColumn } from './auth';

/** A partner organisation; its share of its members' payments is `revenue_share` percent. */
export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** accelerator, investor or university. */
    type: text('type').notNull().default('accelerator'),
    /** The organisation's web domain, lower case, without scheme or path. */
    domain: text('domain').notNull(),
    revenueShare: integer('revenue_share').notNull().default(20),
    /** active, pending or inactive. */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('partners_type_check', sql`${table.type} in ('accelerator', 'investor', 'university')`),
    check('partners_status_check', sql`${table.status} in ('active', 'pending', 'inactive')`),
    check('partners_revenue_share_check', sql`${table.revenueShare} between 0 and 100`),
    uniqueIndex('partners_domain_unique').on(table.domain),
    index('partners_created_idx').on(table.createdAt.desc(), table.id.desc()),
    // The toolkit's investor database lists the active investors by name.
    index('partners_type_status_idx').on(table.type, table.status, table.name),
  ],
);

/** A member a partner brought, with their role there as the partner's list named it. */
export const partnerMembers = pgTable(
  'partner_members',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    userId: memberIdColumn('user_id'),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.partnerId, table.userId] }),
    index('partner_members_user_idx').on(table.userId),
  ],
);

/**
 * Each partner's members and their payments in US dollars, in cents, that the partner list
 * reads. Kept by database triggers on partner_members and member_paid_totals, never written by
 * application code (docs/decisions/0022-admin-reads.md); a partner that never had members has
 * no row.
 */
export const partnerTotals = pgTable('partner_totals', {
  partnerId: uuid('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  members: integer('members').notNull(),
  paidUsdCents: bigint('paid_usd_cents', { mode: 'number' }).notNull(),
});
