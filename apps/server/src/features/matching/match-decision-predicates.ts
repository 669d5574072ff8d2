import { sql, type SQL } from 'drizzle-orm';
import { matchDecisions } from '../../db/schema';

/**
 * Either member has liked or passed on the other in the deck: `userId` owns `profileId`, and
 * the other two are the query's columns (served by the decisions' primary key).
 */
export function decidedEitherWay(
  member: { userId: string; profileId: string },
  other: { userId: SQL; profileId: SQL },
): SQL {
  return sql`exists (
    select 1 from ${matchDecisions} d
    where (d.user_id = ${member.userId} and d.profile_id = ${other.profileId})
       or (d.user_id = ${other.userId} and d.profile_id = ${member.profileId}))`;
}

/** The member's own decision on a profile as one value: true liked, false passed, null none. */
export function decisionOf(userId: string, profileId: string): SQL<boolean | null> {
  return sql<boolean | null>`(
    select ${matchDecisions.liked} from ${matchDecisions}
    where ${matchDecisions.userId} = ${userId} and ${matchDecisions.profileId} = ${profileId})`;
}
