// Owned by features/admin: the Matchmaking page's rollups of match decisions and connection
// requests (docs/decisions/0024-matchmaking-rollup.md). Kept by database triggers on
// match_decisions (migration 0025) and connections (0032), never written by application code.
import { boolean, date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

/**
 * The decisions per UTC day of their last decision, score percent (rounded half up, as shown)
 * and liked; `answered` counts the likes whose other member's decision on them is a like.
 */
export const matchDecisionDays = pgTable(
  'match_decision_days',
  {
    day: date('day').notNull(),
    percent: integer('percent').notNull(),
    liked: boolean('liked').notNull(),
    decisions: integer('decisions').notNull(),
    answered: integer('answered').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.percent, table.liked] })],
);

/** The same counts per month (its first day), so that a long period reads whole months at once. */
export const matchDecisionMonths = pgTable(
  'match_decision_months',
  {
    month: date('month').notNull(),
    percent: integer('percent').notNull(),
    liked: boolean('liked').notNull(),
    decisions: integer('decisions').notNull(),
    answered: integer('answered').notNull(),
  },
  (table) => [primaryKey({ columns: [table.month, table.percent, table.liked] })],
);

/**
 * The likes counted as answered, and the day and percent they were counted on: the triggers
 * compare it with the decisions as they are now, so a like is counted once however it changes.
 * No foreign key: when the decision goes, its trigger still has to read where it was counted.
 */
export const matchDecisionAnswers = pgTable('match_decision_answers', {
  decisionId: uuid('decision_id').primaryKey(),
  day: date('day').notNull(),
  percent: integer('percent').notNull(),
});

/**
 * The connection requests made on each UTC day (`created_at`), and how many of them are accepted
 * now: the Matchmaking page's acceptance rate. Kept by triggers on connections (migration 0032).
 */
export const connectionRequestDays = pgTable('connection_request_days', {
  day: date('day').primaryKey(),
  requests: integer('requests').notNull(),
  accepted: integer('accepted').notNull(),
});
