// Partner helpers for the partners feature's integration tests.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PartnerCreateInput } from '@cofound/shared/partners/partners.schemas';
import type { Member, MemberKit } from '../../test/member-kit';
import type { TestAppContext } from '../../test/use-test-app';

/** A CSV file: the header line, then one line per row. */
export function csvOf(rows: readonly (readonly string[])[]): string {
  return ['email,name,role', ...rows.map((row) => row.join(','))].join('\n');
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
    async payment(
      member: { userId: string },
      cents: number,
      options: { kind?: 'payment' | 'referral_reward'; currency?: string } = {},
    ) {
      const kind = options.kind ?? 'payment';
      await ctx.database.db.execute(sql`insert into premium_transactions
          (user_id, provider, invoice_id, kind, plan, amount_cents, currency)
        values (${member.userId}, ${kind === 'payment' ? 'local' : 'cofound'}, ${randomUUID()},
          ${kind}, 'pro', ${cents}, ${options.currency ?? 'usd'})`);
    },
  };
}
