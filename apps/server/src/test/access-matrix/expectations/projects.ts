import { projects } from '../../../db/schema';
import { membersOnly, route, type MatrixWorld, type RouteExpectation } from '../matrix-types';

/** A project form as the owner fills it in. */
const projectBody = {
  title: 'Matrix project',
  description: 'Tried by every caller',
  industry: 'Technology',
  stage: 'idea',
  skillsNeeded: ['Go'],
  rolesNeeded: ['CTO/Technical Lead'],
};

async function ownersProject(world: MatrixWorld): Promise<string> {
  const [row] = await world.database.db
    .insert(projects)
    .values({ userId: world.owner.userId, ...projectBody })
    .returning({ id: projects.id });
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
};
