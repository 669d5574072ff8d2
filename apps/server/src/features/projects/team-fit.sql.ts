// The team-fit score (packages/shared/src/projects/team-fit.ts) as SQL, so that the database
// ranks and limits; the service recomputes the kept rows with the shared function, which decides.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { TEAM_FIT_BOOST_MAX, TEAM_FIT_WEIGHTS } from '@cofound/shared/projects/team-fit';

/** Lower-case words of a text column, as roleWords splits them (empty words are harmless). */
export function roleWordsSql(column: SQLWrapper): SQL {
  return sql`regexp_split_to_array(lower(coalesce(${column}, '')), '[^a-z0-9]+')`;
}

/** The weighted sum of components given as SQL expressions (each 0..1), rounded to 4 places. */
export function teamFitScoreSql(parts: {
  skills: SQL;
  role: SQL;
  industry: SQL;
  experience: SQLWrapper;
  reputation: SQLWrapper;
}): SQL {
  return sql`round((
    ${TEAM_FIT_WEIGHTS.skills}::numeric * (${parts.skills})
    + ${TEAM_FIT_WEIGHTS.role}::numeric * (${parts.role})
    + ${TEAM_FIT_WEIGHTS.industry}::numeric * (${parts.industry})
    + ${TEAM_FIT_WEIGHTS.experience}::numeric * least(greatest(${parts.experience}, 0)::numeric / 10, 1)
    + least(greatest(${parts.reputation}, 0)::numeric / 1000, ${TEAM_FIT_BOOST_MAX}::numeric)
  ), 4)`;
}
