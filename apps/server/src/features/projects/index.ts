import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail';
import type { Realtime } from '../../realtime';
import { createProjectsRepository } from './projects.repository';
import { registerProjectsRoutes } from './projects.routes';
import { createProjectsService, type ProjectsService } from './projects.service';
import type { Jobs } from '../../jobs';
import { createLiveFitIndexes } from './live-fit-indexes';
import { createTeamMatchAlertsRepository } from './team-match-alerts.repository';
import { createTeamMatchAlertsService, TEAM_MATCH_ALERTS_JOB } from './team-match-alerts.service';
import { createTeamMatchesRepository } from './team-matches.repository';
import { createTeamMatchesService, type TeamMatchesService } from './team-matches.service';
import { createTeamsRepository } from './teams.repository';
import { registerTeamsRoutes } from './teams.routes';
import { createTeamsService } from './teams.service';

export type { ProjectsService };
export { projectOwnedBy } from './project-predicates';
export { ownedProjectsOf, settleProjectsOf } from './owned-projects-erasure.repository';
export type { TeamMatchesService } from './team-matches.service';

/**
 * Team recommendations and team matches on this database, without routes (the bench's, which
 * may wrap each repository to see where the time goes).
 */
export function createTeamMatching(
  db: Db,
  around: <R extends object>(repository: R) => R = (repository) => repository,
): TeamMatchesService {
  const repository = around(createTeamMatchesRepository(db));
  return createTeamMatchesService({
    repository,
    projects: around(createProjectsRepository(db)),
    teams: {
      requestToJoin: () => Promise.reject(new Error('join requests need the whole feature')),
    },
    indexes: createLiveFitIndexes(repository),
    log: { error: () => undefined },
  });
}

const announcementSchema = z.object({ projectId: z.uuid() });
const announcementOf = (payload: unknown) => announcementSchema.parse(payload);

/** Projects, their teams (with consent), team recommendations and team matches. */
export async function registerProjectsFeature(
  app: FastifyInstance,
  deps: { db: Db; realtime: Realtime; mailer: Mailer; appUrl: string; jobs: Jobs },
): Promise<ProjectsService> {
  const projects = createProjectsRepository(deps.db);
  const teamsRepository = createTeamsRepository(deps.db);
  const matchesRepository = createTeamMatchesRepository(deps.db);
  const indexes = createLiveFitIndexes(matchesRepository);
  const service = createProjectsService({
    repository: projects,
    teams: teamsRepository,
    jobs: deps.jobs,
    log: app.log,
  });
  const teams = createTeamsService({
    teams: teamsRepository,
    projects,
    realtime: deps.realtime,
    mailer: deps.mailer,
    appUrl: deps.appUrl,
    log: app.log,
  });
  const matches = createTeamMatchesService({
    repository: matchesRepository,
    projects,
    teams,
    indexes,
    log: app.log,
  });
  const alerts = createTeamMatchAlertsService({
    repository: createTeamMatchAlertsRepository(deps.db),
    indexes,
    realtime: deps.realtime,
    log: app.log,
  });
  deps.jobs.handle(TEAM_MATCH_ALERTS_JOB, async (payload) => {
    await alerts.announce(announcementOf(payload).projectId);
  });
  deps.realtime.allowTopic('project', (userId, id) => projects.isVisibleToUser(id, userId));
  await registerProjectsRoutes(app, service);
  await registerTeamsRoutes(app, teams, matches, alerts);
  return service;
}
