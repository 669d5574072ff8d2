import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail';
import type { Realtime } from '../../realtime';
import { createProjectsRepository } from './projects.repository';
import { registerProjectsRoutes } from './projects.routes';
import { createProjectsService, type ProjectsService } from './projects.service';
import { createTeamMatchesRepository } from './team-matches.repository';
import { createTeamMatchesService, type TeamMatchesService } from './team-matches.service';
import { createTeamsRepository } from './teams.repository';
import { registerTeamsRoutes } from './teams.routes';
import { createTeamsService } from './teams.service';

export type { ProjectsService };
export type { TeamMatchesService } from './team-matches.service';

/** Team recommendations and team matches on this database, without routes (the bench's). */
export function createTeamMatching(db: Db): TeamMatchesService {
  const projects = createProjectsRepository(db);
  return createTeamMatchesService({
    repository: createTeamMatchesRepository(db),
    projects,
    teams: {
      requestToJoin: () => Promise.reject(new Error('join requests need the whole feature')),
    },
    log: { error: () => undefined },
  });
}

/** Projects, their teams (with consent), team recommendations and team matches. */
export async function registerProjectsFeature(
  app: FastifyInstance,
  deps: { db: Db; realtime: Realtime; mailer: Mailer; appUrl: string },
): Promise<ProjectsService> {
  const projects = createProjectsRepository(deps.db);
  const teamsRepository = createTeamsRepository(deps.db);
  const service = createProjectsService({
    repository: projects,
    teams: teamsRepository,
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
    repository: createTeamMatchesRepository(deps.db),
    projects,
    teams,
    log: app.log,
  });
  deps.realtime.allowTopic('project', (userId, id) => projects.isVisibleToUser(id, userId));
  await registerProjectsRoutes(app, service);
  await registerTeamsRoutes(app, teams, matches);
  return service;
}
