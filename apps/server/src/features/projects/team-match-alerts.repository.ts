// All SQL of team-match alerts: the minimum score each member chose, and the new teams they
// were told about (docs/product.md#team-match-alerts).
import { eq, sql } from 'drizzle-orm';
import { TEAM_FIT_MIN_SCORE } from '@cofound/shared/projects/team-fit';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { teamMatchAlerts, teamMatchPreferences } from '../../db/schema';
import { isActiveProfile, isNotAway } from '../profiles';
import { blockedUserIdsQuery } from '../safety';

/** At most this many alerts in one insert. */
const INSERT_CHUNK = 1000;

/** A project as an alert reads it: its needs, and its owner while active and not away. */
export type ProjectToAnnounce = {
  id: string;
  title: string;
  userId: string;
  industry: string;
  skillsNeeded: string[];
  rolesNeeded: string[];
  minExperience: number;
};

export function createTeamMatchAlertsRepository(database: Db) {
  return defineRepository(database, teamMatchAlertsQueries);
}

function teamMatchAlertsQueries(db: DbOrTx) {
  return {
    async minScoreOf(userId: string): Promise<number | null> {
      const [row] = await db
        .select({ minScore: teamMatchPreferences.minScore })
        .from(teamMatchPreferences)
        .where(eq(teamMatchPreferences.userId, userId));
      return row?.minScore ?? null;
    },

    async saveMinScore(userId: string, minScore: number): Promise<void> {
      await db
        .insert(teamMatchPreferences)
        .values({ userId, minScore })
        .onConflictDoUpdate({
          target: teamMatchPreferences.userId,
          set: { minScore, updatedAt: sql`now()` },
        });
    },

    /**
     * The minimum scores these members chose above the team-fit minimum (the others' bar is that
     * minimum). The ids go as one JSON parameter: there may be more than a statement can bind.
     */
    async raisedMinScoresOf(userIds: string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await queryRows<{ user_id: string; min_score: number }>(
        db,
        sql`select user_id, min_score from team_match_preferences
            where min_score > ${TEAM_FIT_MIN_SCORE * 100}
              and user_id in (select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))`,
      );
      return new Map(rows.map((row) => [row.user_id, row.min_score]));
    },

    /**
     * The project, or null when it is gone, its owner is not active or is away: team matches
     * leave out an away owner's projects (docs/decisions/0033-stale-profiles-sink.md).
     */
    async projectToAnnounce(projectId: string): Promise<ProjectToAnnounce | null> {
      const [row] = await queryRows<{
        id: string;
        title: string;
        user_id: string;
        industry: string;
        skills_needed: string[];
        roles_needed: string[];
        min_experience: number;
      }>(
        db,
        sql`select p.id, p.title, p.user_id, p.industry, p.skills_needed, p.roles_needed,
              p.min_experience
            from projects p join profiles o on o.user_id = p.user_id
            where p.id = ${projectId} and ${isActiveProfile(sql`o.status`)}
              and ${isNotAway(sql`o.activity_tier`)}`,
      );
      return row
        ? {
            id: row.id,
            title: row.title,
            userId: row.user_id,
            industry: row.industry,
            skillsNeeded: row.skills_needed,
            rolesNeeded: row.roles_needed,
            minExperience: row.min_experience,
          }
        : null;
    },

    /**
     * Members the project is not news to: its owner and team, anyone invited or asking, anyone
     * who answered it or was told already, and anyone blocked with the owner either way.
     */
    async notNewTo(projectId: string, ownerId: string): Promise<Set<string>> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select m.user_id as id from team_members m join teams t on t.id = m.team_id
              where t.project_id = ${projectId}
            union select user_id from team_invitations where project_id = ${projectId}
            union select user_id from team_match_responses where project_id = ${projectId}
            union select user_id from team_match_alerts where project_id = ${projectId}
            union select id from (${blockedUserIdsQuery(ownerId)}) as blocked`,
      );
      return new Set([ownerId, ...rows.map((row) => row.id)]);
    },

    /** Records the alerts; answers the members told now (not those told by a concurrent run). */
    async insertAlerts(
      projectId: string,
      alerts: { userId: string; score: number }[],
    ): Promise<string[]> {
      const told: string[] = [];
      for (let start = 0; start < alerts.length; start += INSERT_CHUNK) {
        const rows = await db
          .insert(teamMatchAlerts)
          .values(
            alerts
              .slice(start, start + INSERT_CHUNK)
              .map(({ userId, score }) => ({ userId, projectId, score })),
          )
          .onConflictDoNothing()
          .returning({ userId: teamMatchAlerts.userId });
        told.push(...rows.map((row) => row.userId));
      }
      return told;
    },
  };
}

export type TeamMatchAlertsRepository = ReturnType<typeof createTeamMatchAlertsRepository>;
