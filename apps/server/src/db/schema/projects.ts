// Owned by features/projects: projects, their teams, team members, the invitations and join
// requests that are the only way onto a team, and members' answers to team matches.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberIdColumn } from './auth';

/** A startup a member is building (docs/product.md#projects). */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberIdColumn('user_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    industry: text('industry').notNull(),
    stage: text('stage').notNull(),
    skillsNeeded: text('skills_needed')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rolesNeeded: text('roles_needed')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fundingNeeded: boolean('funding_needed').notNull().default(false),
    fundingAmount: numeric('funding_amount', { precision: 16, scale: 2, mode: 'number' }),
    equity: numeric('equity', { precision: 5, scale: 2, mode: 'number' }),
    /** Years of experience an open role asks for (our addition, 0 when none). */
    minExperience: integer('min_experience').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'projects_industry_check',
      sql`${table.industry} in ('Technology', 'Finance', 'Healthcare', 'Education', 'E-commerce', 'Other')`,
    ),
    check('projects_stage_check', sql`${table.stage} in ('idea', 'prototype', 'mvp', 'launched')`),
    check(
      'projects_funding_check',
      sql`(${table.fundingAmount} is null or ${table.fundingAmount} >= 0)
        and (${table.equity} is null or ${table.equity} between 0 and 100)
        and (${table.fundingNeeded} or (${table.fundingAmount} is null and ${table.equity} is null))`,
    ),
    check('projects_min_experience_check', sql`${table.minExperience} between 0 and 50`),
    // The owner's list, newest first, paged by (created_at, id).
    index('projects_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('projects_industry_idx').on(table.industry),
    // The admin dashboard counts projects listed in a period.
    index('projects_created_idx').on(table.createdAt),
    // The team-fit index catches up on projects written since its last look.
    index('projects_updated_at_idx').on(table.updatedAt),
  ],
);

/** A project's team: made when its first member joins, named after the project. */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('teams_project_unique').on(table.projectId)],
);

/** Who is on a team: its owner from the start, members once they said yes. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: memberIdColumn('user_id'),
    role: text('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    check('team_members_role_check', sql`${table.role} in ('owner', 'member')`),
    index('team_members_user_idx').on(table.userId),
  ],
);

/**
 * The consent step: the owner invites a member ('invite') or a member asks to join ('request');
 * the other side accepts or declines. At most one pending per project and member.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: memberIdColumn('user_id'),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    check('team_invitations_kind_check', sql`${table.kind} in ('invite', 'request')`),
    check(
      'team_invitations_status_check',
      sql`${table.status} in ('pending', 'accepted', 'declined', 'withdrawn')`,
    ),
    uniqueIndex('team_invitations_pending_unique')
      .on(table.projectId, table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('team_invitations_user_status_idx').on(table.userId, table.status, table.createdAt),
  ],
);

/** A member's answer to a team match: the card leaves their list. */
export const teamMatchResponses = pgTable(
  'team_match_responses',
  {
    userId: memberIdColumn('user_id'),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    matchScore: real('match_score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.projectId] }),
    check('team_match_responses_status_check', sql`${table.status} in ('accepted', 'rejected')`),
  ],
);

/**
 * The minimum score a member last chose on /team-matches. It is also the bar for telling them
 * about a new team (never below the team-fit minimum), docs/product.md#team-match-alerts.
 */
export const teamMatchPreferences = pgTable(
  'team_match_preferences',
  {
    userId: memberIdColumn('user_id').primaryKey(),
    minScore: integer('min_score').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('team_match_preferences_min_score_check', sql`${table.minScore} in (0, 50, 75, 90)`),
  ],
);

/**
 * A team that began to fit a member at or above their bar: told live once, and counted in their
 * next mail digest (created_at after the last digest).
 */
export const teamMatchAlerts = pgTable(
  'team_match_alerts',
  {
    userId: memberIdColumn('user_id'),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.projectId] }),
    index('team_match_alerts_created_idx').on(table.createdAt),
    index('team_match_alerts_project_idx').on(table.projectId),
  ],
);
