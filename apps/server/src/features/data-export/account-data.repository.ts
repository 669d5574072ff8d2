// The export's reads of the member's account and profile (profile.json, sign-in.json).
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { iso, memberRef } from './data-export-sql';

export function createAccountDataRepository(database: Db) {
  return defineRepository(database, accountDataQueries);
}

function accountDataQueries(db: DbOrTx) {
  return {
    /** The account, every profile field the member or the server set, and their settings. */
    async profile(userId: string) {
      const [account] = await queryRows<Record<string, unknown>>(
        db,
        sql`select id, name, email, email_verified as "emailVerified", image,
              ${iso('created_at')} as "createdAt", ${iso('updated_at')} as "updatedAt"
            from users where id = ${userId}`,
      );
      const [profile] = await queryRows<Record<string, unknown>>(
        db,
        sql`select p.id, p.name, p.email, p.title, p.founder_role as "founderRole", p.skills,
              p.experience, p.industry, p.looking_for as "lookingFor",
              p.startup_interests as "startupInterests",
              p.personality_traits as "personalityTraits", p.work_style as "workStyle", p.bio,
              p.image_url as "imageUrl", p.city, p.country, p.time_zone as "timeZone",
              p.commitment, p.equity_expectation as "equityExpectation", p.archetype, p.role,
              p.status, p.visibility, p.visibility_details as "visibilityDetails",
              ${iso('p.last_active_at')} as "lastActiveAt",
              p.linkedin_verified as "linkedinVerified", p.github_verified as "githubVerified",
              p.is_premium as "isPremium", ${iso('p.premium_until')} as "premiumUntil",
              p.current_plan_id as "currentPlanId", p.referral_code as "referralCode",
              ${memberRef('referrer')} as "referredBy",
              ${iso('p.created_at')} as "createdAt", ${iso('p.updated_at')} as "updatedAt"
            from profiles p
            left join profiles referrer on referrer.user_id = p.referred_by
            where p.user_id = ${userId}`,
      );
      const [mailDigest] = await queryRows<Record<string, unknown>>(
        db,
        sql`select frequency, ${iso('last_sent_at')} as "lastSentAt"
            from email_digests where user_id = ${userId}`,
      );
      const partners = await queryRows<Record<string, unknown>>(
        db,
        sql`select partners.name as partner, partners.type, pm.role,
              ${iso('pm.created_at')} as "since"
            from partner_members pm join partners on partners.id = pm.partner_id
            where pm.user_id = ${userId} order by pm.created_at`,
      );
      return {
        account: account ?? null,
        profile: profile ?? null,
        // No row: the default, hourly (docs/product.md#notifications).
        mailDigest: mailDigest ?? { frequency: 'hourly', lastSentAt: null },
        partners,
      };
    },

    /** Ways to sign in and the browsers signed in: never a password, token or secret. */
    async signIn(userId: string) {
      const methods = await queryRows<Record<string, unknown>>(
        db,
        sql`select provider_id as provider,
              case when provider_id = 'credential' then null else account_id end as "accountId",
              scope, ${iso('created_at')} as "createdAt", ${iso('updated_at')} as "updatedAt"
            from accounts where user_id = ${userId} order by created_at`,
      );
      const sessions = await queryRows<Record<string, unknown>>(
        db,
        sql`select ip_address as "ipAddress", user_agent as "userAgent",
              ${iso('created_at')} as "createdAt", ${iso('updated_at')} as "lastUsedAt",
              ${iso('expires_at')} as "expiresAt"
            from sessions where user_id = ${userId} order by created_at`,
      );
      return { methods, sessions };
    },
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
