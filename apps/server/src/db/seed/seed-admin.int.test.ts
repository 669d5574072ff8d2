import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client';
import { queryRows } from '../client';
import { useSeededCommunity } from '../../test/seeded-community';
import { demoCredentials } from './index';

describe('the demo community’s moderation queue and partners', () => {
  const seeded = useSeededCommunity();
  let db: Db;

  beforeAll(() => {
    db = seeded.db;
  });

  it('has open reports of every kind, one idea reported twice, and a decided history', async () => {
    const kinds = await queryRows<{ kind: string; status: string; n: number }>(
      db,
      sql`select coalesce(content_kind, case when message_id is null then 'profile' else 'message' end) as kind,
                 status, count(*)::int as n
            from reports group by 1, 2 order by 1, 2`,
    );
    const open = kinds.filter((row) => row.status === 'open').map((row) => row.kind);
    expect(new Set(open), JSON.stringify(kinds)).toEqual(
      new Set(['profile', 'message', 'idea', 'idea_comment', 'circle_post']),
    );
    const decided = kinds.filter((row) => row.status !== 'open');
    expect(decided.reduce((sum, row) => sum + row.n, 0)).toBe(2);

    const [twice] = await queryRows<{ reporters: number }>(
      db,
      sql`select count(distinct reporter_id)::int as reporters from reports
           where content_kind = 'idea' and status = 'open'
           group by content_id order by 1 desc limit 1`,
    );
    expect(twice!.reporters).toBe(2);
  });

  it('never reports the demo accounts and never lets a member report their own content', async () => {
    const emails = Object.values(demoCredentials).map((account) => account.email);
    const [row] = await queryRows<{ aboutDemo: number; selfReports: number }>(
      db,
      sql`select count(*) filter (where u.email in ${sql`(${sql.join(
        emails.map((email) => sql`${email}`),
        sql`, `,
      )})`})::int as "aboutDemo",
                 count(*) filter (where p.user_id = r.reporter_id)::int as "selfReports"
            from reports r join profiles p on p.id = r.profile_id join users u on u.id = p.user_id`,
    );
    expect(row).toEqual({ aboutDemo: 0, selfReports: 0 });
  });

  it('has partners of each type with members, paying ones among them', async () => {
    const rows = await queryRows<{ type: string; status: string; members: number; paying: number }>(
      db,
      sql`select p.type, p.status, count(distinct m.user_id)::int as members,
                 count(distinct t.user_id)::int as paying
            from partners p
            join partner_members m on m.partner_id = p.id
            left join premium_transactions t on t.user_id = m.user_id and t.kind = 'payment'
           group by p.id, p.type, p.status`,
    );
    expect(new Set(rows.map((row) => row.type))).toEqual(
      new Set(['accelerator', 'investor', 'university']),
    );
    expect(rows.some((row) => row.type === 'investor' && row.status === 'active')).toBe(true);
    for (const row of rows.filter((one) => one.status === 'active')) {
      expect(row.paying).toBeGreaterThan(0);
    }
    const [overlap] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (
            select user_id from partner_members group by user_id having count(*) > 1) twice`,
    );
    expect(overlap!.n).toBe(0);
  });
});
