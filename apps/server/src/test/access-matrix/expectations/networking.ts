import { TEST_APP_URL } from '../../test-app';
import {
  membersOnly,
  route,
  type MatrixMember,
  type MatrixWorld,
  type RouteExpectation,
} from '../matrix-types';

async function send(world: MatrixWorld, who: MatrixMember, method: 'POST' | 'DELETE') {
  const response = await world.app.inject({
    method,
    url: '/api/networking/lobby',
    headers: { origin: TEST_APP_URL, cookie: who.cookie },
  });
  if (response.statusCode >= 300) throw new Error(`${method}: ${response.statusCode}`);
}

/**
 * Empties the lobby of the matrix's members (earlier routes left them waiting or in rounds),
 * then pairs the owner with a new member: the owner's round is running.
 */
async function ownerInRound(world: MatrixWorld) {
  for (const who of [world.member, world.admin, world.owner]) await send(world, who, 'DELETE');
  await send(world, await world.newMember('networking-partner'), 'POST');
  await send(world, world.owner, 'POST');
}

/**
 * Each member has their own place in the lobby and their own round: whoever is signed in acts on
 * theirs. Only a member in a running round may send a message (the others have none: 409).
 */
export const networkingExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/networking': route({
    request: () => ({ url: '/api/networking' }),
    statuses: membersOnly(200),
  }),
  'POST /api/networking/lobby': route({
    request: () => ({ url: '/api/networking/lobby' }),
    statuses: membersOnly(200),
  }),
  'POST /api/networking/next': route({
    request: () => ({ url: '/api/networking/next' }),
    statuses: membersOnly(200),
  }),
  'DELETE /api/networking/lobby': route({
    request: () => ({ url: '/api/networking/lobby' }),
    statuses: membersOnly(204),
  }),
  'POST /api/networking/round/messages': route({
    prepare: ownerInRound,
    request: () => ({ url: '/api/networking/round/messages', payload: { body: 'Hi there' } }),
    statuses: { anonymous: 401, member: 409, admin: 409, owner: 201 },
  }),
};
