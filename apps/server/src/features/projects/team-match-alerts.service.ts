import { projectIndustryOf } from '@cofound/shared/projects/projects.options';
import { TEAM_FIT_MIN_SCORE, teamMatchAlertBar } from '@cofound/shared/projects/team-fit';
import type { TeamMatchAlerts } from '@cofound/shared/projects/team-matches.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import type { Realtime } from '../../realtime';
import { publishSafely } from '../../realtime/publish-safely';
import type { ServiceLogger } from '../../lib/with-failure-message';
import type { LiveFitIndexes } from './live-fit-indexes';
import type { TeamMatchAlertsRepository } from './team-match-alerts.repository';

/** The job that tells members about a project that was created or changed. */
export const TEAM_MATCH_ALERTS_JOB = 'team-match-alerts';

/**
 * Team-match alerts (docs/product.md#team-match-alerts): the minimum score a member chose, and
 * the announcement of a new or changed project to every member it now fits at or above their
 * bar, once per member and project, live and in their next mail digest.
 */
export function createTeamMatchAlertsService(deps: {
  repository: TeamMatchAlertsRepository;
  indexes: Pick<LiveFitIndexes, 'members'>;
  realtime: Pick<Realtime, 'publish'>;
  log: ServiceLogger;
}) {
  const { repository, indexes } = deps;
  const notify = publishSafely(deps.realtime, deps.log);
  return {
    async alerts(member: SessionUser): Promise<TeamMatchAlerts> {
      return { minScore: (await repository.minScoreOf(member.id)) ?? 0 };
    },

    async saveAlerts(member: SessionUser, alerts: TeamMatchAlerts): Promise<TeamMatchAlerts> {
      await repository.saveMinScore(member.id, alerts.minScore);
      return alerts;
    },

    /**
     * Tells the members the project newly fits; answers how many were told. Members away for 90
     * days are not in the member index, so they are not told (quiet ones are: an alert is not a
     * ranking), docs/decisions/0033-stale-profiles-sink.md.
     */
    async announce(projectId: string): Promise<number> {
      const project = await repository.projectToAnnounce(projectId);
      const industry = project && projectIndustryOf(project.industry);
      if (!project || !industry) return 0;
      const [index, notNew] = await Promise.all([
        indexes.members(),
        repository.notNewTo(project.id, project.userId),
      ]);
      const fitting = index
        .fitting({ ...project, industry }, TEAM_FIT_MIN_SCORE)
        .filter(({ userId }) => !notNew.has(userId));
      const raised = await repository.raisedMinScoresOf(fitting.map(({ userId }) => userId));
      const told = await repository.insertAlerts(
        project.id,
        fitting
          .filter(
            ({ userId, score }) => score * 100 >= teamMatchAlertBar(raised.get(userId) ?? null),
          )
          .map(({ userId, score }) => ({ userId, score })),
      );
      if (told.length > 0) {
        await notify(told, 'team-match.new', { projectId: project.id, title: project.title });
      }
      return told.length;
    },
  };
}

export type TeamMatchAlertsService = ReturnType<typeof createTeamMatchAlertsService>;
