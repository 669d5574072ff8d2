// Owned by features/profiles: others read it through isActiveProfile and profile-visibility.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/** One profile per account (docs/product.md#profiles). */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    title: text('title').notNull().default(''),
    /** The founder role chosen in the signup wizard (CEO/Founder, CTO/Technical Lead, ...). */
    founderRole: text('founder_role'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experience: integer('experience').notNull().default(0),
    industry: text('industry'),
    lookingFor: text('looking_for')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startupInterests: text('startup_interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    personalityTraits: text('personality_traits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    workStyle: text('work_style')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bio: text('bio').notNull().default(''),
    imageUrl: text('image_url'),
    /** Optional facts founders choose partners by (our own additions). */
    city: text('city'),
    country: text('country'),
    /** IANA time zone, e.g. 'Europe/Berlin'. */
    timeZone: text('time_zone'),
    /** 'full_time_now', 'full_time_within_months' or 'part_time'. */
    commitment: text('commitment'),
    /** One of the shared equity expectation options. */
    equityExpectation: text('equity_expectation'),
    /** The founder archetype of the member's last personality test; kept by that feature. */
    archetype: text('archetype'),
    /** Lower-cased name, title, skills and bio for search; kept by a trigger (migration 0002). */
    searchText: text('search_text').notNull().default(''),
    /** Permission role: 'user' or 'admin'. Written by the server only. */
    role: text('role').notNull().default('user'),
    /** 'active', 'suspended' or 'banned' (written by admins), or 'deleted' (account-deletion). */
    status: text('status').notNull().default('active'),
    visibility: text('visibility').notNull().default('public'),
    visibilityDetails: jsonb('visibility_details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** When the member last used a session (sign-in, or its renewal at most hourly on use); kept
     * by a trigger on sessions (migration 0034). Shown only as a period, never as a time. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** 0 active, 1 quiet (away 30 days), 2 away (90 days): set by a trigger from last_active_at
     * and moved on by a job as time passes (migration 0035, docs/decisions/0033). */
    activityTier: smallint('activity_tier').notNull().default(0),
    linkedinVerified: boolean('linkedin_verified').notNull().default(false),
    githubVerified: boolean('github_verified').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    currentPlanId: text('current_plan_id'),
    referralCode: text('referral_code').notNull().unique(),
    referredBy: text('referred_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('profiles_role_check', sql`${table.role} in ('user', 'admin')`),
    check(
      'profiles_status_check',
      sql`${table.status} in ('active', 'suspended', 'banned', 'deleted')`,
    ),
    check('profiles_experience_check', sql`${table.experience} >= 0`),
    check('profiles_activity_tier_check', sql`${table.activityTier} in (0, 1, 2)`),
    check(
      'profiles_commitment_check',
      sql`${table.commitment} is null or ${table.commitment} in ('full_time_now', 'full_time_within_months', 'part_time')`,
    ),
    check(
      'profiles_archetype_check',
      sql`${table.archetype} is null or ${table.archetype} in ('visionary_ceo', 'technical_genius', 'growth_hacker', 'operations_master')`,
    ),
    index('profiles_created_at_idx').on(table.createdAt),
    // The job that moves activity tiers on reads each tier's oldest stamps.
    index('profiles_activity_tier_idx').on(table.activityTier, table.lastActiveAt),
    // Discover's Trending walks the members without activity by tier, then id (migration 0036,
    // docs/decisions/0033-stale-profiles-sink.md).
    index('profiles_discover_tier_idx').on(table.activityTier, table.id),
    // The match index catches up on changed profiles by updated_at (kept by a trigger, 0004).
    index('profiles_updated_at_idx').on(table.updatedAt),
    index('profiles_industry_idx').on(table.industry),
    index('profiles_experience_idx').on(table.experience),
    index('profiles_time_zone_idx').on(table.timeZone),
    index('profiles_commitment_idx').on(table.commitment),
    index('profiles_archetype_idx').on(table.archetype),
    // The admin member list's orders (keyset: the sort value, then the id).
    index('profiles_admin_created_idx').on(table.createdAt, table.id),
    index('profiles_admin_name_idx').on(sql`lower(${table.name})`, table.id),
    index('profiles_admin_email_idx').on(table.email, table.id),
    // The admins, left out of the analytics figures.
    index('profiles_admins_idx')
      .on(table.userId)
      .where(sql`${table.role} = 'admin'`),
    // The admin search finds a name or an email by any part of it.
    index('profiles_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('profiles_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('profiles_skills_gin_idx').using('gin', table.skills),
    index('profiles_looking_for_gin_idx').using('gin', table.lookingFor),
    index('profiles_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);
