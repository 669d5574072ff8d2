import { beforeAll, describe, expect, it } from 'vitest';
import { buildMatrixWorld } from '../test/access-matrix/matrix-world';
import {
  callers,
  memberFor,
  type Caller,
  type MatrixWorld,
  type RouteExpectation,
} from '../test/access-matrix/matrix-types';
import { routeExpectations, websocketRoutes } from '../test/access-matrix/route-expectations';
import { TEST_APP_URL } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { documentedStatuses } from './openapi-responses';

/**
 * The access matrix: every route of the running app, called as a visitor, as another member, as
 * an admin and as the owner of what it acts on, against a declared expectation per route; and
 * every state-changing route called cross-site with the owner's cookie, which must be refused.
 */
const ctx = useTestApp();
let world: MatrixWorld;

beforeAll(async () => {
  world = await buildMatrixWorld(ctx.app, ctx.database);
});

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

async function send(
  method: string,
  caller: Caller | 'cross-site',
  made: unknown,
  expectation: RouteExpectation<unknown>,
) {
  const who = caller === 'cross-site' ? 'owner' : caller;
  const request = expectation.request(world, made, who);
  const cookie = memberFor(world, who)?.cookie;
  const origin = caller === 'cross-site' ? 'http://evil.localhost:3000' : TEST_APP_URL;
  const response = await ctx.app.inject({
    method: method as 'GET',
    url: request.url,
    payload: request.payload as string | object | undefined,
    headers: { origin, ...(cookie ? { cookie } : {}), ...request.headers },
  });
  return response.statusCode;
}

describe('the access matrix', () => {
  it('has an expectation for every route the app serves, and none for a route it does not', () => {
    const served = ctx.app.routeCatalog.map(routeKey);
    const missing = served.filter(
      (key) => !(key in routeExpectations) && !websocketRoutes.has(key),
    );
    const stale = Object.keys(routeExpectations).filter((key) => !served.includes(key));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
    const writes = served.filter((key) => STATE_CHANGING.has(key.split(' ')[0]!)).length;
    process.stdout.write(
      `access matrix: ${served.length} of ${served.length} routes covered (100%), ` +
        `${writes} state-changing routes tried cross-site, ${websocketRoutes.size} over a websocket\n`,
    );
  });

  for (const [key, expectation] of Object.entries(routeExpectations)) {
    const method = key.split(' ')[0]!;
    it(key, async () => {
      const made = await expectation.prepare?.(world);
      const actual: Record<string, number> = {};
      // The owner goes last: whatever the others tried must have changed nothing.
      for (const caller of callers) {
        if (caller === 'owner' && STATE_CHANGING.has(method)) {
          actual['cross-site'] = await send(method, 'cross-site', made, expectation);
        }
        actual[caller] = await send(method, caller, made, expectation);
      }
      if (expectation.endsEverySession) await world.renewSessions();
      const expected: Record<string, number> = { ...expectation.statuses };
      if (STATE_CHANGING.has(method)) expected['cross-site'] = expectation.crossSiteStatus ?? 403;
      expect(actual).toEqual(expected);
      // OpenAPI tells the truth: every status the route answered is in its documentation.
      const documented = documentedStatuses(
        ctx.app.swagger(),
        method,
        key.slice(method.length + 1),
      );
      const undocumented = [...new Set(Object.values(actual))].filter(
        (status) => !documented.includes(status),
      );
      expect(undocumented, `documented: ${documented.join(', ')}`).toEqual([]);
    });
  }
});
