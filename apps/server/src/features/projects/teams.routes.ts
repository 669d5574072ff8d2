import type { FastifyInstance } from 'fastify';
import { projectsContract as api } from '@cofound/shared/projects/projects.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { TeamMatchAlertsService } from './team-match-alerts.service';
import type { TeamMatchesService } from './team-matches.service';
import type { TeamsService } from './teams.service';

export async function registerTeamsRoutes(
  app: FastifyInstance,
  teams: TeamsService,
  matches: TeamMatchesService,
  alerts: TeamMatchAlertsService,
) {
  registerEndpoint(app, api.recommendations, async ({ member, params }) =>
    matches.recommendations(member, params.id),
  );
  registerEndpoint(app, api.invite, async ({ member, params, body }) =>
    teams.invite(member, params.id, body.profileId),
  );
  registerEndpoint(app, api.requestToJoin, async ({ member, params }) =>
    teams.requestToJoin(member, params.id),
  );
  registerEndpoint(app, api.removeMember, async ({ member, params }) => {
    await teams.removeMember(member, params.id, params.profileId);
  });
  registerEndpoint(app, api.invitations, async ({ member }) => teams.incoming(member));
  registerEndpoint(app, api.acceptInvitation, async ({ member, params }) => {
    await teams.accept(member, params.invitationId);
  });
  registerEndpoint(app, api.declineInvitation, async ({ member, params }) => {
    await teams.decline(member, params.invitationId);
  });
  registerEndpoint(app, api.withdrawInvitation, async ({ member, params }) => {
    await teams.withdraw(member, params.invitationId);
  });
  registerEndpoint(app, api.teamMatches, async ({ member, query }) =>
    matches.matches(member, query),
  );
  registerEndpoint(app, api.teamMatchAlerts, async ({ member }) => alerts.alerts(member));
  registerEndpoint(app, api.saveTeamMatchAlerts, async ({ member, body }) =>
    alerts.saveAlerts(member, body),
  );
  registerEndpoint(app, api.respondToTeamMatch, async ({ member, params, body }) =>
    matches.respond(member, params.projectId, body.status),
  );
}
