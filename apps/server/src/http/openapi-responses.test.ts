import { describe, expect, it } from 'vitest';
import {
  documentedStatuses,
  errorResponsesOf,
  withDescribedAnswers,
  withEveryResponse,
} from './openapi-responses';
import type { RouteFacts } from './route-errors';

const statusesOf = (route: RouteFacts) => Object.keys(errorResponsesOf(route)).map(Number);
const descriptionOf = (route: RouteFacts, status: number) =>
  errorResponsesOf(route)[status]!.description;

describe('the error statuses of a route', () => {
  it('gives every route 400, 429, 500 and 503, and nothing a public read cannot answer', () => {
    expect(statusesOf({ method: 'GET', config: { access: 'public' } })).toEqual([
      400, 429, 500, 503,
    ]);
  });

  it('leaves out 429 where the rate limit is off', () => {
    expect(statusesOf({ method: 'GET', config: { access: 'public', rateLimit: false } })).toEqual([
      400, 500, 503,
    ]);
  });

  it('adds 401 for members, 403 for admins, and 403 and 413 for every write', () => {
    expect(statusesOf({ method: 'GET', config: { access: 'member' } })).toContain(401);
    expect(statusesOf({ method: 'GET', config: { access: 'admin' } })).toEqual(
      expect.arrayContaining([401, 403]),
    );
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(statusesOf({ method, config: { access: 'public' } })).toEqual(
        expect.arrayContaining([400, 403, 413]),
      );
    }
  });

  it('maps declared codes to their statuses, one response per status naming every reason', () => {
    const route = {
      method: 'POST',
      config: { access: 'member' as const, errors: ['NOT_FOUND', 'FORBIDDEN', 'LIMIT_REACHED'] },
    } satisfies RouteFacts;
    expect(statusesOf(route)).toEqual(expect.arrayContaining([402, 403, 404]));
    expect(descriptionOf(route, 404)).toMatch(/^NOT_FOUND: /);
    const forbidden = descriptionOf(route, 403);
    expect(forbidden).toContain("did not come from the app's own pages");
    expect(forbidden).toContain('may not do this');
    expect(forbidden.match(/FORBIDDEN/g)).toHaveLength(1);
  });
});

describe('the responses a route shows in the document', () => {
  it('keeps what the route declares over the generated error responses', () => {
    const own = { response: { 200: 'own success', 503: 'own unavailable' } };
    const shown = withEveryResponse(own, { method: 'GET', config: { access: 'public' } });
    expect(shown.response[503]).toBe('own unavailable');
    expect(shown.response[200]).toBe('own success');
    expect(Object.keys(shown.response)).toContain('500');
  });

  it('shows a plain 200 for a route that declares no success answer', () => {
    const shown = withEveryResponse<{ response?: object } | undefined>(undefined, {
      method: 'GET',
      config: { access: 'public' },
    });
    expect(Object.keys(shown?.response ?? {})).toContain('200');
  });

  it('leaves hidden routes alone', () => {
    const hidden = { hide: true };
    expect(withEveryResponse(hidden, { method: 'GET', config: { access: 'public' } })).toBe(hidden);
  });

  it('shows 204 and redirects without a body, and describes every response', () => {
    const shown = withDescribedAnswers({
      response: {
        200: { type: 'object' },
        204: { type: 'null', description: 'Removed' },
        302: { type: 'null' },
      },
    });
    expect(shown.response).toEqual({
      200: { type: 'object', description: 'OK' },
      204: { type: 'null', description: 'Removed' },
      302: { type: 'null', description: 'Found' },
    });
  });
});

describe('documentedStatuses', () => {
  const document = {
    paths: {
      '/api/connections/{connectionId}/accept': {
        post: { responses: { 200: {}, 404: {} } },
      },
      '/api/uploads/{*}': { get: { responses: { 200: {}, 404: {} } } },
    },
  };

  it("reads a route named as Fastify names it, ':param' for '{param}'", () => {
    expect(documentedStatuses(document, 'POST', '/api/connections/:connectionId/accept')).toEqual([
      200, 404,
    ]);
    expect(documentedStatuses(document, 'GET', '/api/uploads/*')).toEqual([200, 404]);
  });

  it('reads HEAD as GET, and answers nothing for a route the document does not show', () => {
    expect(documentedStatuses(document, 'HEAD', '/api/uploads/*')).toEqual([200, 404]);
    expect(documentedStatuses(document, 'GET', '/api/connections/:connectionId/accept')).toEqual(
      [],
    );
    expect(documentedStatuses({}, 'GET', '/api/realtime')).toEqual([]);
  });
});
