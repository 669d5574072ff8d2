// The export's reads of the member's projects and teams, and of their toolkit documents.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { iso } from './data-export-sql';

export function createProjectsDataRepository(database: Db) {
  return defineRepository(database, projectsDataQueries);
}

function projectsDataQueries(db: DbOrTx) {
  const rows = (query: SQL) => queryRows<Record<string, unknown>>(db, query);
  const project = sql.raw(`json_build_object('id', pr.id, 'title', pr.title)`);
  return {
    /**
     * The projects they own; the teams they are on; their own invitations, join requests and
     * answers to team matches; the bar they set for team-match alerts and the alerts they got.
     */
    async projects(userId: string) {
      const [teamMatchPreference] = await rows(
        sql`select min_score as "minScore", ${iso('updated_at')} as "updatedAt"
            from team_match_preferences where user_id = ${userId}`,
      );
      return {
        projects: await rows(
          sql`select id, title, description, industry, stage, skills_needed as "skillsNeeded",
                roles_needed as "rolesNeeded", funding_needed as "fundingNeeded",
                funding_amount::float8 as "fundingAmount", equity::float8 as equity,
                min_experience as "minExperience",
                ${iso('created_at')} as "createdAt", ${iso('updated_at')} as "updatedAt"
              from projects where user_id = ${userId} order by created_at, id`,
        ),
        teams: await rows(
          sql`select t.name as team, ${project} as project, tm.role,
                ${iso('tm.joined_at')} as "joinedAt"
              from team_members tm join teams t on t.id = tm.team_id
              join projects pr on pr.id = t.project_id
              where tm.user_id = ${userId} order by tm.joined_at`,
        ),
        invitationsAndRequests: await rows(
          sql`select ${project} as project, ti.kind, ti.status,
                ${iso('ti.created_at')} as "createdAt", ${iso('ti.decided_at')} as "decidedAt"
              from team_invitations ti join projects pr on pr.id = ti.project_id
              where ti.user_id = ${userId} order by ti.created_at, ti.id`,
        ),
        teamMatchAnswers: await rows(
          sql`select ${project} as project, r.status, r.match_score as "matchScore",
                ${iso('r.created_at')} as "answeredAt"
              from team_match_responses r join projects pr on pr.id = r.project_id
              where r.user_id = ${userId} order by r.created_at`,
        ),
        teamMatchPreference: teamMatchPreference ?? null,
        teamMatchAlerts: await rows(
          sql`select ${project} as project, a.score, ${iso('a.created_at')} as "createdAt"
              from team_match_alerts a join projects pr on pr.id = a.project_id
              where a.user_id = ${userId} order by a.created_at`,
        ),
      };
    },

    /** What they keep in the toolkit, their own or for one of their projects. */
    toolkitDocuments(userId: string) {
      return rows(
        sql`select tool, project_id as "projectId", content, ${iso('updated_at')} as "updatedAt"
            from toolkit_documents where user_id = ${userId} order by tool, updated_at`,
      );
    },
  };
}

export type ProjectsDataRepository = ReturnType<typeof createProjectsDataRepository>;
