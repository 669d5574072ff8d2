import { connectionStateOf } from '@cofound/shared/connections/connection-state';
import { projectMessages as m } from '@cofound/shared/projects/projects.messages';
import {
  projectIndustryOf,
  type ProjectIndustry,
  type ProjectStage,
} from '@cofound/shared/projects/projects.options';
import {
  compareTeamFit,
  TEAM_FIT_MIN_SCORE,
  TEAM_MATCHES_LIMIT,
  TEAM_RECOMMENDATIONS_LIMIT,
  teamFit,
  type TeamFit,
} from '@cofound/shared/projects/team-fit';
import type {
  TeamMatchAnswer,
  TeamMatches,
  TeamMatchesQuery,
  TeamRecommendations,
} from '@cofound/shared/projects/team-matches.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import type { ProjectsRepository } from './projects.repository';
import type { LiveFitIndexes } from './live-fit-indexes';
import type { TeamMatchesRepository, TeamMatchRow } from './team-matches.repository';
import type { TeamsService } from './teams.service';

/**
 * Rows asked of SQL beyond those shown: the card queries leave out whoever became hidden since
 * the index last looked (a deleted project, a suspended member, one gone away). The index ranks
 * exactly as teamFit and the activity tiers (property-tested), so no other margin is needed.
 */
const SPARE_ROWS = 5;
/** Team matches are read from the ranking a page of this many at a time. */
const MATCH_PAGE = TEAM_MATCHES_LIMIT + SPARE_ROWS;
/** Members shown on a team-match card besides the owner. */
const CARD_MEMBERS = 4;

/**
 * Best first; equal scores by activity tier (the member's, or the project owner's: active before
 * quiet, docs/decisions/0033-stale-profiles-sink.md), then by id: the indexes' order.
 */
function byScore<T extends { fit: TeamFit; tier: number; id: string }>(a: T, b: T): number {
  return compareTeamFit(a.fit.score, a.tier, a.id, b.fit.score, b.tier, b.id);
}

/** Team recommendations for a project, and team matches for a member (docs/product.md#team-fit). */
export function createTeamMatchesService(deps: {
  repository: TeamMatchesRepository;
  projects: ProjectsRepository;
  teams: Pick<TeamsService, 'requestToJoin'>;
  indexes: LiveFitIndexes;
  log: ServiceLogger;
}) {
  const { repository, projects, teams, indexes, log } = deps;
  const orFail = <T>(message: string, run: () => Promise<T>) =>
    withFailureMessage(log, message, run);

  async function seekerOf(member: SessionUser, withAnswered = false) {
    const seeker = await repository.seeker(member.id, withAnswered);
    if (!seeker) throw new AppError('NOT_FOUND', 'Profile not found');
    return { ...seeker, userId: member.id, projectIndustry: projectIndustryOf(seeker.industry) };
  }

  return {
    /** At most six members scoring 50% or more, for the owner (or an admin) to invite. */
    async recommendations(viewer: SessionUser, projectId: string): Promise<TeamRecommendations> {
      // The project, who it leaves out and the catch-up at once; the owner check follows.
      const [project, exclude, index] = await orFail(m.recommendationsFailed, () =>
        Promise.all([
          projects.findProject(projectId, viewer),
          repository.recommendationExclusions(projectId),
          indexes.members(),
        ]),
      );
      if (!project) throw new AppError('NOT_FOUND', m.notFound);
      if (project.userId !== viewer.id && viewer.role !== 'admin') {
        throw new AppError('FORBIDDEN', m.notOwner);
      }
      exclude.add(project.userId);
      const industry = project.industry as ProjectIndustry;
      const fitting = {
        industry,
        skillsNeeded: project.skillsNeeded,
        rolesNeeded: project.rolesNeeded,
      };
      const kept = index.rank(
        fitting,
        exclude,
        TEAM_FIT_MIN_SCORE,
        TEAM_RECOMMENDATIONS_LIMIT + SPARE_ROWS,
      );
      const rows = await orFail(m.recommendationsFailed, () =>
        repository.candidateRows(
          kept.map(({ profileId }) => profileId),
          project.userId,
        ),
      );
      const ranked = rows
        .map((row) => ({
          row,
          id: row.profileId,
          tier: row.activityTier,
          fit: teamFit(fitting, row),
        }))
        .filter(({ fit }) => fit.score >= TEAM_FIT_MIN_SCORE && fit.components.industry === 1)
        .sort(byScore)
        .slice(0, TEAM_RECOMMENDATIONS_LIMIT);
      return {
        items: ranked.map(({ row, fit }) => ({
          profileId: row.profileId,
          name: row.name,
          title: row.title,
          imageUrl: row.imageUrl,
          founderRole: row.founderRole,
          industry: row.industry,
          experience: row.experience,
          skills: row.skills,
          score: fit.score,
          components: fit.components,
          role: fit.role,
        })),
      };
    },

    /** Up to ten teams whose open roles fit the member, at or above `minScore` percent. */
    async matches(member: SessionUser, query: TeamMatchesQuery): Promise<TeamMatches> {
      const [seeker, index] = await orFail(m.matchesFailed, () =>
        Promise.all([seekerOf(member, true), indexes.projects()]),
      );
      const ranked: { row: TeamMatchRow; id: string; tier: number; fit: TeamFit }[] = [];
      // Ranked in memory; a page of cards from SQL, which leaves out what became hidden. Rarely
      // more than one round: only deleted projects and hidden owners fall through.
      for (let skip = 0; ranked.length < TEAM_MATCHES_LIMIT; skip += 1) {
        const batch = index
          .rank(seeker, seeker.answered, MATCH_PAGE * (skip + 1))
          .slice(MATCH_PAGE * skip)
          .filter(({ score }) => score * 100 >= query.minScore);
        if (batch.length === 0) break;
        const rows = await orFail(m.matchesFailed, () =>
          repository.matchRows(
            batch.map(({ id }) => id),
            member.id,
          ),
        );
        for (const row of rows) {
          const fit = teamFit(
            {
              industry: row.industry as ProjectIndustry,
              skillsNeeded: row.skillsNeeded,
              rolesNeeded: row.rolesNeeded,
            },
            seeker,
          );
          if (fit.score * 100 >= query.minScore) {
            ranked.push({ row, id: row.projectId, tier: row.ownerTier, fit });
          }
        }
        if (batch.length < MATCH_PAGE) break;
      }
      ranked.sort(byScore);
      ranked.length = Math.min(ranked.length, TEAM_MATCHES_LIMIT);
      return {
        items: ranked.map(({ row, fit }) => {
          const team = row.members;
          const { userId: _ownerUserId, ...owner } = row.owner;
          return {
            projectId: row.projectId,
            teamName: row.teamName ?? row.title,
            project: {
              id: row.projectId,
              title: row.title,
              stage: row.stage as ProjectStage,
              description: row.description,
            },
            owner,
            members: [owner, ...team.slice(0, CARD_MEMBERS)],
            memberCount: 1 + team.length,
            role: fit.role ?? row.rolesNeeded[0] ?? null,
            minExperience: row.minExperience,
            preferredIndustry: row.industry as ProjectIndustry,
            requiredSkills: row.skillsNeeded,
            score: fit.score,
            components: fit.components,
            ownerConnection: connectionStateOf(row.connection, member.id),
          };
        }),
      };
    },

    /**
     * Pass (rejected) or Join Team (accepted: a join request to the owner), with the score the
     * server computes now; the card leaves the list either way.
     */
    async respond(
      member: SessionUser,
      projectId: string,
      status: 'accepted' | 'rejected',
    ): Promise<TeamMatchAnswer> {
      const project = await orFail(m.answerFailed, () => projects.findProject(projectId, member));
      if (!project) throw new AppError('NOT_FOUND', m.notFound);
      const seeker = await orFail(m.answerFailed, () => seekerOf(member));
      const { score } = teamFit(
        {
          industry: project.industry as ProjectIndustry,
          skillsNeeded: project.skillsNeeded,
          rolesNeeded: project.rolesNeeded,
        },
        seeker,
      );
      const invitationId =
        status === 'accepted' ? (await teams.requestToJoin(member, projectId)).id : null;
      await orFail(m.answerFailed, () =>
        repository.insertResponse(member.id, projectId, status, score),
      );
      return { status, score, invitationId };
    },
  };
}

export type TeamMatchesService = ReturnType<typeof createTeamMatchesService>;
