// Owned by features/success-prediction (docs/decisions/0020-success-prediction.md).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/**
 * The last prediction of each pair of profiles, the lower id first. `inputsAt` is the later of
 * the two profiles' updated_at when it was computed: a newer profile means it is recomputed.
 */
export const successPredictions = pgTable(
  'success_predictions',
  {
    profileLow: uuid('profile_low')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    profileHigh: uuid('profile_high')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    probability: integer('probability').notNull(),
    factors: jsonb('factors').notNull(),
    insights: jsonb('insights').notNull(),
    recommendations: jsonb('recommendations').notNull(),
    inputsAt: timestamp('inputs_at', { withTimezone: true }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.profileLow, table.profileHigh] }),
    // Deleting a profile finds its predictions from either side.
    index('success_predictions_profile_high_idx').on(table.profileHigh),
    check('success_predictions_order_check', sql`${table.profileLow} < ${table.profileHigh}`),
    check('success_predictions_probability_check', sql`${table.probability} between 0 and 100`),
  ],
);
