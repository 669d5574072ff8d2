import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { circleMembers, circlePosts, founderCircles } from '../../../db/schema';
import {
  adminOnly,
  everyone,
  membersOnly,
  ownerOrAdmin,
  route,
  type Caller,
  type MatrixMember,
  type MatrixWorld,
  type RouteExpectation,
} from '../matrix-types';

/** A circle as the form sends it; every circle needs a name of its own. */
const circleBody = () => ({
  name: `Matrix circle ${randomUUID()}`,
  industry: 'saas',
  description: 'Tried by every caller',
  isPrivate: false,
});

type CircleOptions = { isPrivate?: boolean; status?: 'active' | 'proposed' };

/**
 * A circle of `moderator` (its creator, an active moderator member), or a proposal of theirs
 * (no members), written as the API writes it.
 */
async function circleOf(
  world: MatrixWorld,
  moderator: MatrixMember,
  options: CircleOptions = {},
): Promise<string> {
  const status = options.status ?? 'active';
  const [row] = await world.database.db
    .insert(founderCircles)
    .values({
      ...circleBody(),
      isPrivate: options.isPrivate ?? false,
      status,
      createdBy: moderator.userId,
      membersCount: status === 'active' ? 1 : 0,
    })
    .returning({ id: founderCircles.id });
  if (status === 'active') {
    await world.database.db.insert(circleMembers).values({
      circleId: row!.id,
      userId: moderator.userId,
      role: 'moderator',
      status: 'active',
      joinedAt: new Date(),
    });
  }
  return row!.id;
}

const ownersCircle = (world: MatrixWorld) => circleOf(world, world.owner);
const ownersPrivateCircle = (world: MatrixWorld) =>
  circleOf(world, world.owner, { isPrivate: true });
const ownersProposal = (world: MatrixWorld) => circleOf(world, world.owner, { status: 'proposed' });
const peersCircle = (world: MatrixWorld) => circleOf(world, world.peer);

/** A member's request to join a private circle. */
async function requestOf(world: MatrixWorld, circleId: string, who: MatrixMember) {
  await world.database.db
    .insert(circleMembers)
    .values({ circleId, userId: who.userId, status: 'pending' });
}

/** A post (or a reply) in the circle, counted on its post as the API counts it. */
async function postOf(
  world: MatrixWorld,
  circleId: string,
  who: MatrixMember,
  parentId: string | null = null,
): Promise<string> {
  const [row] = await world.database.db
    .insert(circlePosts)
    .values({ circleId, userId: who.userId, parentId, content: 'Matrix post' })
    .returning({ id: circlePosts.id });
  if (parentId) {
    await world.database.db
      .update(circlePosts)
      .set({ repliesCount: sql`${circlePosts.repliesCount} + 1` })
      .where(eq(circlePosts.id, parentId));
  }
  return row!.id;
}

/**
 * Two requests to join the owner's private circle, from new members named after `label`: one for
 * the admin to answer, one for the owner.
 */
async function twoRequests(world: MatrixWorld, label: string) {
  const circleId = await ownersPrivateCircle(world);
  const first = await world.newMember(label);
  const second = await world.newMember(label);
  await requestOf(world, circleId, first);
  await requestOf(world, circleId, second);
  return { circleId, admin: first.profileId, owner: second.profileId };
}

/** The owner is the circle's moderator (or the author); admins moderate every circle. */
const moderatorOrAdmin = ownerOrAdmin;

/** Two things for one route: the admin's to act on, and the owner's (the admin's is gone). */
const forCaller = (made: { admin: string; owner: string }, caller: Caller) =>
  caller === 'admin' ? made.admin : made.owner;

export const circlesExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/circles': route({
    request: () => ({ url: '/api/circles' }),
    statuses: everyone(200),
  }),
  'GET /api/circles/proposals': route({
    request: () => ({ url: '/api/circles/proposals' }),
    statuses: membersOnly(200),
  }),
  'POST /api/circles': route({
    // An admin's circle opens at once, a member's is a proposal: both are created (201).
    request: () => ({ url: '/api/circles', payload: circleBody() }),
    statuses: membersOnly(201),
  }),
  'GET /api/circles/:id': route({
    prepare: ownersCircle,
    request: (_world, id) => ({ url: `/api/circles/${id}` }),
    statuses: everyone(200),
  }),
  'PUT /api/circles/:id': route({
    prepare: ownersCircle,
    request: (_world, id) => ({
      url: `/api/circles/${id}`,
      payload: { ...circleBody(), name: `Edited ${id}` },
    }),
    // Admins edit circles; not even their moderator does.
    statuses: adminOnly(200),
  }),
  'DELETE /api/circles/:id': route({
    prepare: ownersCircle,
    request: (_world, id) => ({ url: `/api/circles/${id}` }),
    statuses: adminOnly(204),
  }),
  'POST /api/circles/:id/review': route({
    prepare: ownersProposal,
    request: (_world, id) => ({
      url: `/api/circles/${id}/review`,
      payload: { decision: 'approve' },
    }),
    statuses: adminOnly(200),
  }),
  'PUT /api/circles/:id/membership': route({
    prepare: peersCircle,
    request: (_world, id) => ({ url: `/api/circles/${id}/membership` }),
    statuses: membersOnly(200),
  }),
  'DELETE /api/circles/:id/membership': route({
    prepare: peersCircle,
    request: (_world, id) => ({ url: `/api/circles/${id}/membership` }),
    statuses: membersOnly(200),
  }),
  'GET /api/circles/:id/members': route({
    prepare: ownersCircle,
    request: (_world, id) => ({ url: `/api/circles/${id}/members` }),
    statuses: everyone(200),
  }),
  'GET /api/circles/:id/requests': route({
    prepare: ownersPrivateCircle,
    request: (_world, id) => ({ url: `/api/circles/${id}/requests` }),
    statuses: moderatorOrAdmin(200),
  }),
  'PUT /api/circles/:id/requests/:profileId': route({
    prepare: (world) => twoRequests(world, 'circle-asker'),
    request: (_world, made, caller) => ({
      url: `/api/circles/${made.circleId}/requests/${forCaller(made, caller)}`,
    }),
    statuses: moderatorOrAdmin(204),
  }),
  'DELETE /api/circles/:id/requests/:profileId': route({
    prepare: (world) => twoRequests(world, 'circle-declined'),
    request: (_world, made, caller) => ({
      url: `/api/circles/${made.circleId}/requests/${forCaller(made, caller)}`,
    }),
    statuses: moderatorOrAdmin(204),
  }),
  'GET /api/circles/:id/posts': route({
    prepare: ownersCircle,
    request: (_world, id) => ({ url: `/api/circles/${id}/posts` }),
    statuses: everyone(200),
  }),
  'GET /api/circles/:id/posts/:postId/replies': route({
    prepare: async (world) => {
      const circleId = await ownersCircle(world);
      return { circleId, postId: await postOf(world, circleId, world.owner) };
    },
    request: (_world, made) => ({
      url: `/api/circles/${made.circleId}/posts/${made.postId}/replies`,
    }),
    statuses: everyone(200),
  }),
  'POST /api/circles/:id/posts': route({
    prepare: ownersCircle,
    request: (_world, id) => ({ url: `/api/circles/${id}/posts`, payload: { content: 'Hi' } }),
    // Its members post (the owner is its moderator), admins without joining; others get 403.
    statuses: moderatorOrAdmin(201),
  }),
  'DELETE /api/circles/:id/posts/:postId': route({
    // The owner's posts in the peer's circle: one for the admin to delete, one for the owner.
    prepare: async (world) => {
      const circleId = await peersCircle(world);
      return {
        circleId,
        admin: await postOf(world, circleId, world.owner),
        owner: await postOf(world, circleId, world.owner),
      };
    },
    request: (_world, made, caller) => ({
      url: `/api/circles/${made.circleId}/posts/${forCaller(made, caller)}`,
    }),
    statuses: moderatorOrAdmin(204),
  }),
};
