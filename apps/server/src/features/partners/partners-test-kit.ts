// Partner helpers for the partners feature's integration tests.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PartnerCreateInput } from '@cofound/shared/partners/partners.schemas';
import { queryRows, type DbOrTx } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';
import type { Member, MemberKit } from '../../test/member-kit';
import type { TestAppContext } from '../../test/use-test-app';

type Someone = { userId: string };
type PaymentOptions = { kind?: 'payment' | 'referral_reward'; currency?: string };

/** A CSV file: the header line, then one line per row. */
export function csvOf(rows: readonly (readonly string[])[]): string {
  return ['email,name,role', ...rows.map((row) => row.join(','))].join('\n');
}

/** A paid invoice (or a free month) of `cents` in `currency`, written by `db`. */
export async function payment(
  db: DbOrTx,
  member: Someone,
  cents: number,
  options: PaymentOptions = {},
) {
  const kind = options.kind ?? 'payment';
  await db.execute(sql`insert into premium_transactions
      (user_id, provider, invoice_id, kind, plan, amount_cents, currency)
    values (${member.userId}, ${kind === 'payment' ? 'local' : 'cofound'}, ${randomUUID()},
      ${kind}, 'pro', ${cents}, ${options.currency ?? 'usd'})`);
}

/** The member linked to the partner, as an import links them. */
export async function link(db: DbOrTx, partnerId: string, member: Someone) {
  await db.execute(sql`insert into partner_members (partner_id, user_id, role)
    values (${partnerId}, ${member.userId}, 'founder')`);
}

/** The backfill of migration 0030, which counts every partner's totals from scratch. */
function totalsBackfill(): string {
  const migration = fs.readFileSync(path.join(migrationsFolder, '0030_partner_totals.sql'), 'utf8');
  const statements = migration.split('--> statement-breakpoint').map((part) => part.trim());
  const backfill = statements.find((statement) =>
    statement.replace(/^(--.*\n)*/, '').startsWith('INSERT INTO partner_totals'),
  );
  if (!backfill) throw new Error('migration 0030 has no backfill of partner_totals');
  return backfill;
}

export function partnersKit(ctx: Pick<TestAppContext, 'database'>, kit: MemberKit) {
  let count = 0;
  return {
    /** A member with the admin role. */
    async admin(name = 'Admin'): Promise<Member> {
      const member = await kit.member({ name });
      await kit.updateProfile(member, { role: 'admin' });
      return member;
    },

    /** A partner made through the API, with a domain of its own unless given. */
    async create(admin: Member, input: Partial<PartnerCreateInput> = {}) {
      count += 1;
      const response = await kit.as(admin).post('/api/admin/partners', {
        name: `Partner ${count}`,
        domain: `p${count}-${randomUUID().slice(0, 8)}.example`,
        ...input,
      });
      if (response.statusCode !== 201) throw new Error(`create answered ${response.body}`);
      return response.json() as { id: string; name: string; domain: string };
    },

    importCsv: (admin: Member, partnerId: string, csv: string, dryRun = false) =>
      kit.as(admin).post(`/api/admin/partners/${partnerId}/import`, { csv, dryRun }),

    /** A paid invoice (or a free month) of `cents` in `currency`. */
    payment: (member: Someone, cents: number, options: PaymentOptions = {}) =>
      payment(ctx.database.db, member, cents, options),

    /**
     * Where the totals the triggers keep differ from the partners' members and their US dollar
     * payments counted from the transactions (none when in step).
     */
    async totalsDrift() {
      return queryRows(
        ctx.database.db,
        sql`select p.id, kept.members, kept.paid_usd_cents, counted.members as expected_members,
            counted.cents as expected_cents
          from partners p
          left join partner_totals kept on kept.partner_id = p.id
          left join (
            select pm.partner_id, count(*)::int as members,
              coalesce(sum(paid.cents), 0)::bigint as cents
            from partner_members pm
            left join (select user_id, sum(amount_cents) as cents from premium_transactions
                where kind = 'payment' and currency = 'usd' group by 1) paid
              on paid.user_id = pm.user_id
            group by 1
          ) counted on counted.partner_id = p.id
          where coalesce(kept.members, 0) <> coalesce(counted.members, 0)
            or coalesce(kept.paid_usd_cents, 0) <> coalesce(counted.cents, 0)`,
      );
    },

    /** Every partner's totals as stored, by partner, but for those back to zero. */
    async storedTotals() {
      return queryRows<{ partner_id: string; members: number; cents: string }>(
        ctx.database.db,
        sql`select partner_id, members, paid_usd_cents::text as cents from partner_totals
          where members <> 0 or paid_usd_cents <> 0 order by partner_id`,
      );
    },

    /** The totals emptied, then counted again by the migration's backfill. */
    async rebuildTotals() {
      await ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`delete from partner_totals`);
        await tx.execute(sql.raw(totalsBackfill()));
      });
    },

    /**
     * `first` and `second` in two transactions at once: `second` starts once `first` did its
     * work, and on PostgreSQL `first` commits only once `second` waits for one of its locks
     * (PGlite runs one transaction at a time).
     */
    async atOnce(first: (tx: DbOrTx) => Promise<void>, second: (tx: DbOrTx) => Promise<void>) {
      const { db } = ctx.database;
      let firstDone!: () => void;
      const done = new Promise<void>((resolve) => (firstDone = resolve));
      const firstTx = db.transaction(async (tx) => {
        await first(tx);
        firstDone();
        if (ctx.database.kind === 'postgres') await someoneWaits();
      });
      await done;
      await Promise.all([firstTx, db.transaction(second)]);

      async function someoneWaits() {
        for (let attempt = 0; attempt < 100; attempt += 1) {
          const [row] = await queryRows<{ waiting: number }>(
            db,
            sql`select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (row!.waiting > 0) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error('the second transaction never waited for the first');
      }
    },
  };
}
