import { eq, sql } from 'drizzle-orm';
import { startupIdeaComments, startupIdeas } from '../../../db/schema';
import {
  everyone,
  membersOnly,
  ownerOnly,
  ownerOrAdmin,
  route,
  type MatrixMember,
  type MatrixWorld,
  type RouteExpectation,
} from '../matrix-types';

/** An idea as its author shares it. */
const ideaBody = {
  title: 'Matrix idea',
  description: 'Tried by every caller',
  industry: 'technology',
  stage: 'concept',
  skillsNeeded: ['Marketing'],
  rolesNeeded: ['CTO'],
};

async function ideaOf(world: MatrixWorld, who: MatrixMember): Promise<string> {
  const [row] = await world.database.db
    .insert(startupIdeas)
    .values({ userId: who.userId, ...ideaBody })
    .returning({ id: startupIdeas.id });
  return row!.id;
}

const ownersIdea = (world: MatrixWorld) => ideaOf(world, world.owner);

/** A comment row, counted on its idea as the API counts it. */
async function commentOf(world: MatrixWorld, ideaId: string, who: MatrixMember) {
  const [row] = await world.database.db
    .insert(startupIdeaComments)
    .values({ ideaId, userId: who.userId, content: 'Matrix comment' })
    .returning({ id: startupIdeaComments.id });
  await world.database.db
    .update(startupIdeas)
    .set({ commentsCount: sql`${startupIdeas.commentsCount} + 1` })
    .where(eq(startupIdeas.id, ideaId));
  return row!.id;
}

/** The author and admins delete; another member may read it but not delete it. */
const authorOrAdmin = ownerOrAdmin;

export const ideasExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/ideas': route({
    request: () => ({ url: '/api/ideas' }),
    statuses: everyone(200),
  }),
  'POST /api/ideas': route({
    request: () => ({ url: '/api/ideas', payload: ideaBody }),
    statuses: membersOnly(201),
  }),
  'GET /api/ideas/:id': route({
    prepare: ownersIdea,
    request: (_world, id) => ({ url: `/api/ideas/${id}` }),
    statuses: everyone(200),
  }),
  'PUT /api/ideas/:id': route({
    prepare: ownersIdea,
    request: (_world, id) => ({ url: `/api/ideas/${id}`, payload: { ...ideaBody, title: 'New' } }),
    // Admins delete ideas but do not rewrite them.
    statuses: ownerOnly(200, 403),
  }),
  'DELETE /api/ideas/:id': route({
    // The admin's delete would leave nothing for the owner's: one idea each.
    prepare: async (world) => ({ admin: await ownersIdea(world), owner: await ownersIdea(world) }),
    request: (_world, made, caller) => ({
      url: `/api/ideas/${caller === 'admin' ? made.admin : made.owner}`,
    }),
    statuses: authorOrAdmin(204),
  }),
  'PUT /api/ideas/:id/like': route({
    prepare: ownersIdea,
    request: (_world, id) => ({ url: `/api/ideas/${id}/like` }),
    statuses: membersOnly(200),
  }),
  'DELETE /api/ideas/:id/like': route({
    prepare: ownersIdea,
    request: (_world, id) => ({ url: `/api/ideas/${id}/like` }),
    statuses: membersOnly(200),
  }),
  'PUT /api/ideas/:id/interest': route({
    prepare: ownersIdea,
    request: (_world, id) => ({ url: `/api/ideas/${id}/interest` }),
    // Anyone but its author may say they are interested in building it.
    statuses: { anonymous: 401, member: 200, admin: 200, owner: 400 },
  }),
  'DELETE /api/ideas/:id/interest': route({
    prepare: ownersIdea,
    request: (_world, id) => ({ url: `/api/ideas/${id}/interest` }),
    statuses: membersOnly(200),
  }),
  'GET /api/ideas/:id/interested': route({
    prepare: ownersIdea,
    request: (_world, id) => ({ url: `/api/ideas/${id}/interested` }),
    statuses: authorOrAdmin(200),
  }),
  'GET /api/ideas/:id/comments': route({
    prepare: ownersIdea,
    request: (_world, id) => ({ url: `/api/ideas/${id}/comments` }),
    statuses: everyone(200),
  }),
  'POST /api/ideas/:id/comments': route({
    prepare: ownersIdea,
    request: (_world, id) => ({ url: `/api/ideas/${id}/comments`, payload: { content: 'Hi' } }),
    statuses: membersOnly(201),
  }),
  'DELETE /api/ideas/:id/comments/:commentId': route({
    // The owner's comments on the peer's idea: one for the admin to delete, one for the owner.
    prepare: async (world) => {
      const ideaId = await ideaOf(world, world.peer);
      return {
        ideaId,
        admin: await commentOf(world, ideaId, world.owner),
        owner: await commentOf(world, ideaId, world.owner),
      };
    },
    request: (_world, made, caller) => ({
      url: `/api/ideas/${made.ideaId}/comments/${caller === 'admin' ? made.admin : made.owner}`,
    }),
    statuses: authorOrAdmin(204),
  }),
};
