// What the admin member page shows beside the profile: connections, reports about and by the
// member, transactions and sessions (read-only; docs/decisions/0022-admin-reads.md).
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

const LATEST = 10;
const TRANSACTIONS = 20;

type ReportRow = {
  id: string;
  reason: string;
  status: string;
  other_name: string | null;
  created_at: string;
  total: number;
};

export type MemberActivity = {
  connections: number;
  reportsAbout: { total: number; latest: ReportRow[] };
  reportsBy: { total: number; latest: ReportRow[] };
  transactions: {
    id: string;
    plan: string;
    kind: string;
    amount_cents: number;
    currency: string;
    created_at: string;
  }[];
  sessions: { live: number; lastActiveAt: Date | null };
};

function reportsOf(rows: ReportRow[]) {
  return { total: Number(rows[0]?.total ?? 0), latest: rows };
}

export function adminMemberDetailQueries(db: DbOrTx) {
  return {
    async activity(member: { userId: string; profileId: string }): Promise<MemberActivity> {
      const [counts] = await queryRows<{
        connections: number;
        live: number;
        last_active: string | null;
      }>(
        db,
        sql`select
          (select count(*) from connections where status = 'accepted'
            and (sender_id = ${member.userId} or receiver_id = ${member.userId}))::int as connections,
          (select count(*) from sessions where user_id = ${member.userId}
            and expires_at > now())::int as live,
          (select max(updated_at) from sessions where user_id = ${member.userId}) as last_active`,
      );
      const about = await queryRows<ReportRow>(
        db,
        sql`select r.id, r.reason, r.status, p.name as other_name, r.created_at,
            count(*) over ()::int as total
          from reports r left join profiles p on p.user_id = r.reporter_id
          where r.profile_id = ${member.profileId}
          order by r.created_at desc, r.id desc limit ${LATEST}`,
      );
      const by = await queryRows<ReportRow>(
        db,
        sql`select r.id, r.reason, r.status, p.name as other_name, r.created_at,
            count(*) over ()::int as total
          from reports r left join profiles p on p.id = r.profile_id
          where r.reporter_id = ${member.userId}
          order by r.created_at desc, r.id desc limit ${LATEST}`,
      );
      const transactions = await queryRows<MemberActivity['transactions'][number]>(
        db,
        sql`select id, plan, kind, amount_cents, currency, created_at from premium_transactions
          where user_id = ${member.userId}
          order by created_at desc, id desc limit ${TRANSACTIONS}`,
      );
      return {
        connections: Number(counts!.connections),
        reportsAbout: reportsOf(about),
        reportsBy: reportsOf(by),
        transactions,
        sessions: {
          live: Number(counts!.live),
          lastActiveAt: counts!.last_active ? new Date(counts!.last_active) : null,
        },
      };
    },
  };
}
