import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { memberKit } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { reputationQueries } from './reputation.repository';
import { repairReputation } from './reputation.service';

const ctx = useTestApp();
const kit = memberKit(ctx);
const DAY = 86_400_000;

/** Every stored sum, beside the same sum computed from the ledger; equal after a repair. */
async function sumsAndLedger() {
  const db = ctx.database.db;
  const scores = await queryRows(
    db,
    sql`select profile_id, total_score, connection_score, endorsement_score, activity_score
          from reputation_scores order by profile_id`,
  );
  const ledgerScores = await queryRows(
    db,
    sql`select p.id as profile_id,
               coalesce(sum(e.points), 0)::int as total_score,
               coalesce(sum(e.points) filter (where e.component = 'connection'), 0)::int
                 as connection_score,
               coalesce(sum(e.points) filter (where e.component = 'endorsement'), 0)::int
                 as endorsement_score,
               coalesce(sum(e.points) filter (where e.component = 'activity'), 0)::int
                 as activity_score
          from profiles p left join reputation_events e on e.profile_id = p.id
         group by p.id order by p.id`,
  );
  const periods = await queryRows(
    db,
    sql`select period, period_start::text, profile_id, total_score, activity_score
          from reputation_periods order by 1, 2, 3`,
  );
  const ledgerPeriods = await queryRows(
    db,
    sql`select kind as period, date_trunc(kind, occurred_at at time zone 'UTC')::date::text
                 as period_start,
               profile_id, sum(points)::int as total_score,
               coalesce(sum(points) filter (where component = 'activity'), 0)::int
                 as activity_score
          from reputation_events, (values ('week'), ('month')) as kinds(kind)
         group by 1, 2, 3 order by 1, 2, 3`,
  );
  return { scores, ledgerScores, periods, ledgerPeriods };
}

it('recomputes every score, week and month from the ledger, and changes nothing twice', async () => {
  const db = ctx.database.db;
  const members = [await kit.member(), await kit.member(), await kit.member()];
  const queries = reputationQueries(db);
  for (const [index, member] of members.entries()) {
    for (let days = 0; days < 70; days += 9 + index) {
      await queries.addPoints([member.profileId], {
        component: days % 2 ? 'activity' : 'connection',
        reason: days % 2 ? 'message' : 'connection',
        points: 3 + index,
        at: new Date(Date.now() - days * DAY),
      });
    }
  }
  const healthy = await sumsAndLedger();
  expect(healthy.scores).toEqual(healthy.ledgerScores);
  expect(healthy.periods).toEqual(healthy.ledgerPeriods);

  // Sums written without the ledger: wrong scores, a wrong week, a lost month, an extra week.
  await db.execute(sql`update reputation_scores
                          set activity_score = activity_score + 7, total_score = total_score + 7
                        where profile_id = ${members[0]!.profileId}`);
  await db.execute(sql`update reputation_scores
                          set connection_score = 0, activity_score = 0, total_score = 0
                        where profile_id = ${members[1]!.profileId}`);
  await db.execute(sql`update reputation_periods
                          set activity_score = activity_score + 50, total_score = total_score + 50
                        where period = 'week' and profile_id = ${members[2]!.profileId}`);
  await db.execute(sql`delete from reputation_periods
                        where period = 'month' and profile_id = ${members[0]!.profileId}`);
  await db.execute(sql`insert into reputation_periods
                         (period, period_start, profile_id, total_score, activity_score)
                       values ('week', '2001-01-01', ${members[1]!.profileId}, 40, 40)`);
  const scrambled = await sumsAndLedger();
  expect(scrambled.scores).not.toEqual(scrambled.ledgerScores);
  expect(scrambled.periods).not.toEqual(scrambled.ledgerPeriods);

  const changed = await repairReputation(db);
  expect(changed.scores).toBe(2);
  expect(changed.periods).toBeGreaterThan(2);

  const repaired = await sumsAndLedger();
  expect(repaired.scores).toEqual(repaired.ledgerScores);
  expect(repaired.periods).toEqual(repaired.ledgerPeriods);
  expect(repaired).toEqual(healthy);

  expect(await repairReputation(db)).toEqual({ scores: 0, periods: 0 });
});
