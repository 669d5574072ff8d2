// Owned by features/personality-test (docs/product.md#personality-test).
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { memberIdColumn } from './auth';

/**
 * One result per member, replaced on a retake. The archetype is copied onto profiles.archetype in
 * the same transaction, so discovery and the deck filter on it like any other profile field.
 */
export const founderArchetypes = pgTable(
  'founder_archetypes',
  {
    userId: memberIdColumn('user_id').primaryKey(),
    archetype: text('archetype').notNull(),
    /** { vision, execution, leadership, resilience }, each 2..5. */
    scores: jsonb('scores').notNull(),
    testDate: timestamp('test_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'founder_archetypes_archetype_check',
      sql`${table.archetype} in ('visionary_ceo', 'technical_genius', 'growth_hacker', 'operations_master')`,
    ),
  ],
);
