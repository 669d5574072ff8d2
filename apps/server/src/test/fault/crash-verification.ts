import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../../db/client';
import type { Acknowledged } from './crash-workload';

export type Verification = { lost: Acknowledged[]; halfDone: string[] };

/**
 * Every acknowledged write is there, and nothing is half-done: every user has a profile, every
 * mutual like has its connection, every profile's reputation counters equal what its accepted
 * connections (+10 each) and sent messages (+3 each) say they must be.
 */
export async function verifyAfterCrashes(
  database: DatabaseHandle,
  acknowledged: Acknowledged[],
): Promise<Verification> {
  const db = database.db;
  const emails = new Set(
    (await queryRows<{ email: string }>(db, sql`select email from users`)).map((row) => row.email),
  );
  const likes = new Set(
    (
      await queryRows<{ key: string }>(
        db,
        sql`select user_id || ':' || profile_id as key from match_decisions where liked`,
      )
    ).map((row) => row.key),
  );
  const messages = new Set(
    (await queryRows<{ id: string }>(db, sql`select id from messages`)).map((row) => row.id),
  );
  const lost = acknowledged.filter((write) => {
    if (write.kind === 'signup') return !emails.has(write.email);
    if (write.kind === 'like') return !likes.has(`${write.userId}:${write.profileId}`);
    return !messages.has(write.id);
  });

  const halfDone = [
    ...(
      await queryRows<{ id: string }>(
        db,
        sql`select u.id from users u left join profiles p on p.user_id = u.id where p.id is null`,
      )
    ).map((row) => `user ${row.id} without a profile`),
    ...(
      await queryRows<{ a: string; b: string }>(
        db,
        sql`select pa.user_id as a, pb.user_id as b
            from match_decisions da
            join profiles pa on pa.id = da.profile_id
            join profiles pb on pb.user_id = da.user_id
            join match_decisions db on db.user_id = pa.user_id and db.profile_id = pb.id
            where da.liked and db.liked and da.user_id < pa.user_id
              and not exists (select 1 from connections c
                where least(c.sender_id, c.receiver_id) = least(pa.user_id, pb.user_id)
                  and greatest(c.sender_id, c.receiver_id) = greatest(pa.user_id, pb.user_id))`,
      )
    ).map((row) => `mutual like ${row.a}/${row.b} without a connection`),
    ...(
      await queryRows<{ profile_id: string }>(
        db,
        sql`select r.profile_id from reputation_scores r join profiles p on p.id = r.profile_id
            where r.activity_score <> 3 * (select count(*) from messages m where m.sender_id = p.user_id)
               or r.connection_score <> 10 * (select count(*) from connections c
                    where c.status = 'accepted' and p.user_id in (c.sender_id, c.receiver_id))`,
      )
    ).map((row) => `profile ${row.profile_id} with reputation that its rows do not explain`),
  ];
  return { lost, halfDone };
}
