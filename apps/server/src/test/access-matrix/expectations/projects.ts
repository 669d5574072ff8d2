import { projects, teamInvitations, teamMembers, teams } from '../../../db/schema';
import {
  membersOnly,
  route,
  type MatrixMember,
  type MatrixWorld,
  type RouteExpectation,
} from '../matrix-types';

/** A project form as the owner fills it in. */
const projectBody = {
  title: 'Matrix project',
  description: 'Tried by every caller',
  industry: 'Technology',
  stage: 'idea',
  skillsNeeded: ['Go'],
  rolesNeeded: ['CTO/Technical Lead'],
};

async function projectOf(world: MatrixWorld, who: MatrixMember): Promise<string> {
  const [row] = await world.database.db
    .insert(projects)
    .values({ userId: who.userId, ...projectBody })
    .returning({ id: projects.id });
  return row!.id;
}

const ownersProject = (world: MatrixWorld) => projectOf(world, world.owner);

/** The owner's project with `who` on its team. */
async function teamWith(world: MatrixWorld, who: MatrixMember): Promise<string> {
  const projectId = await ownersProject(world);
  const db = world.database.db;
  const [team] = await db.insert(teams).values({ projectId, name: 'Matrix' }).returning();
  await db.insert(teamMembers).values([
    { teamId: team!.id, userId: world.owner.userId, role: 'owner' },
    { teamId: team!.id, userId: who.userId, role: 'member' },
  ]);
  return projectId;
}

/** A pending invitation (from the peer's project to the owner) or request (the owner's). */
async function pendingFor(world: MatrixWorld, kind: 'invite' | 'request'): Promise<string> {
  const projectId = await projectOf(world, world.peer);
  const [row] = await world.database.db
    .insert(teamInvitations)
    .values({ projectId, userId: world.owner.userId, kind })
    .returning({ id: teamInvitations.id });
  return row!.id;
}

/** The owner and admins change a project; another member may read it but not change it. */
const ownerOrAdmin = (status: number) => ({
  anonymous: 401,
  member: 403,
  admin: status,
  owner: status,
});

export const projectsExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/projects/mine': route({
    request: () => ({ url: '/api/projects/mine' }),
    statuses: membersOnly(200),
  }),
  'GET /api/projects/joined': route({
    request: () => ({ url: '/api/projects/joined' }),
    statuses: membersOnly(200),
  }),
  'POST /api/projects': route({
    request: () => ({ url: '/api/projects', payload: projectBody }),
    statuses: membersOnly(201),
  }),
  'GET /api/projects/:id': route({
    prepare: ownersProject,
    request: (_world, id) => ({ url: `/api/projects/${id}` }),
    statuses: membersOnly(200),
  }),
  'PUT /api/projects/:id': route({
    prepare: ownersProject,
    request: (_world, id) => ({
      url: `/api/projects/${id}`,
      payload: { ...projectBody, title: 'Renamed' },
    }),
    statuses: ownerOrAdmin(200),
  }),
  'DELETE /api/projects/:id': route({
    // The admin's delete would leave nothing for the owner's: one project each.
    prepare: async (world) => ({
      admin: await ownersProject(world),
      owner: await ownersProject(world),
    }),
    request: (_world, made, caller) => ({
      url: `/api/projects/${caller === 'admin' ? made.admin : made.owner}`,
    }),
    statuses: ownerOrAdmin(204),
  }),
  'GET /api/projects/:id/recommendations': route({
    prepare: ownersProject,
    request: (_world, id) => ({ url: `/api/projects/${id}/recommendations` }),
    statuses: ownerOrAdmin(200),
  }),
  'POST /api/projects/:id/invitations': route({
    prepare: async (world) => ({
      id: await ownersProject(world),
      admin: await world.newMember('invited-by-admin'),
      owner: await world.newMember('invited-by-owner'),
    }),
    request: (world, made, caller) => ({
      url: `/api/projects/${made.id}/invitations`,
      payload: { profileId: (caller === 'admin' ? made.admin : made.owner).profileId },
    }),
    statuses: ownerOrAdmin(201),
  }),
  'POST /api/projects/:id/join-requests': route({
    prepare: ownersProject,
    request: (_world, id) => ({ url: `/api/projects/${id}/join-requests` }),
    // The owner leads the project already.
    statuses: { anonymous: 401, member: 201, admin: 201, owner: 409 },
  }),
  'DELETE /api/projects/:id/members/:profileId': route({
    prepare: async (world) => ({
      admin: await teamWith(world, world.peer),
      owner: await teamWith(world, world.peer),
    }),
    request: (world, made, caller) => ({
      url: `/api/projects/${caller === 'admin' ? made.admin : made.owner}/members/${world.peer.profileId}`,
    }),
    statuses: ownerOrAdmin(204),
  }),
  'GET /api/team-invitations': route({
    request: () => ({ url: '/api/team-invitations' }),
    statuses: membersOnly(200),
  }),
  'POST /api/team-invitations/:invitationId/accept': route({
    prepare: (world) => pendingFor(world, 'invite'),
    request: (_world, id) => ({ url: `/api/team-invitations/${id}/accept` }),
    statuses: { anonymous: 401, member: 404, admin: 404, owner: 204 },
  }),
  'POST /api/team-invitations/:invitationId/decline': route({
    prepare: (world) => pendingFor(world, 'invite'),
    request: (_world, id) => ({ url: `/api/team-invitations/${id}/decline` }),
    statuses: { anonymous: 401, member: 404, admin: 404, owner: 204 },
  }),
  'DELETE /api/team-invitations/:invitationId': route({
    prepare: (world) => pendingFor(world, 'request'),
    request: (_world, id) => ({ url: `/api/team-invitations/${id}` }),
    statuses: { anonymous: 401, member: 404, admin: 404, owner: 204 },
  }),
  'GET /api/team-matches': route({
    request: () => ({ url: '/api/team-matches?minScore=0' }),
    statuses: membersOnly(200),
  }),
  'GET /api/team-matches/alerts': route({
    request: () => ({ url: '/api/team-matches/alerts' }),
    statuses: membersOnly(200),
  }),
  'PUT /api/team-matches/alerts': route({
    request: () => ({ url: '/api/team-matches/alerts', payload: { minScore: 75 } }),
    statuses: membersOnly(200),
  }),
  'POST /api/team-matches/:projectId/response': route({
    prepare: (world) => projectOf(world, world.peer),
    request: (_world, id) => ({
      url: `/api/team-matches/${id}/response`,
      payload: { status: 'rejected' },
    }),
    statuses: membersOnly(200),
  }),
};
