import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/** One profile per account (spec 1 section 3, spec 2 section 3). */
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
    /** Permission role: 'user' or 'admin'. Written by the server only. */
    role: text('role').notNull().default('user'),
    /** 'active', 'suspended' or 'banned'. Written by admins only. */
    status: text('status').notNull().default('active'),
    visibility: text('visibility').notNull().default('public'),
    visibilityDetails: jsonb('visibility_details')
      .notNull()
      .default(sql`'{}'::jsonb`),
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
    check('profiles_status_check', sql`${table.status} in ('active', 'suspended', 'banned')`),
    check('profiles_experience_check', sql`${table.experience} >= 0`),
    index('profiles_created_at_idx').on(table.createdAt),
    index('profiles_industry_idx').on(table.industry),
  ],
);
