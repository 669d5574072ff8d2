import { describe, expect, it } from 'vitest';
import { errorCodes } from '@cofound/shared/errors';
import { signUpMember, TEST_APP_URL } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

type JsonSchema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, JsonSchema>;
};
type Answer = { description?: string; content?: Record<string, { schema: JsonSchema }> };
type Operation = { responses: Record<string, Answer> };
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

const ctx = useTestApp();
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The routes with `config.rateLimit: false`: load balancers, pictures, the operator's backup. */
const RATE_LIMIT_EXEMPT = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/uploads/*',
  'POST /api/operations/backup',
]);
/** Failures a route answers with a body of its own: readiness says which check failed. */
const OWN_FAILURE_BODIES = new Set(['GET /api/ready 503', 'GET /api/uploads/* 416']);

const openApi = () => ctx.app.swagger() as unknown as OpenApiDocument;

/** Every operation of the document, keyed as Fastify names its route ('GET /api/x/:id'). */
function operations() {
  return Object.entries(openApi().paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => {
      const url = path.replace('{*}', '*').replace(/\{([^}]+)\}/g, ':$1');
      return { route: `${method.toUpperCase()} ${url}`, method: method.toUpperCase(), operation };
    }),
  );
}

function operation(route: string): Operation {
  const found = operations().find((candidate) => candidate.route === route);
  if (!found) throw new Error(`${route} is not in the document`);
  return found.operation;
}

function resolved(schema: JsonSchema | undefined): JsonSchema | undefined {
  const name = schema?.$ref?.replace('#/components/schemas/', '');
  return name ? openApi().components?.schemas?.[name] : schema;
}

/** Whether a response is the shared error body: a code from the closed set and a message. */
function isErrorShape(answer: Answer): boolean {
  const body = resolved(answer.content?.['application/json']?.schema);
  const error = resolved(body?.properties?.error);
  return (
    JSON.stringify(error?.properties?.code?.enum) === JSON.stringify(errorCodes) &&
    error?.properties?.message?.type === 'string' &&
    (error?.required ?? []).includes('code') &&
    (error?.required ?? []).includes('message')
  );
}

describe('the OpenAPI document', () => {
  it('documents every route the app serves, except the realtime websocket', () => {
    const documented = new Set(operations().map((op) => op.route));
    const missing = ctx.app.routeCatalog
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !documented.has(route));
    expect(missing).toEqual(['GET /api/realtime']);
  });

  it('lists, for every operation, each status its kind of route can answer', () => {
    const access = new Map(ctx.app.routeCatalog.map((r) => [`${r.method} ${r.url}`, r.access]));
    const gaps: string[] = [];
    for (const { route, method, operation: op } of operations()) {
      const expected = ['400', '500', '503'];
      if (!RATE_LIMIT_EXEMPT.has(route)) expected.push('429');
      if (access.get(route) !== 'public') expected.push('401');
      if (access.get(route) === 'admin' || WRITES.has(method)) expected.push('403');
      if (WRITES.has(method)) expected.push('413');
      const listed = Object.keys(op.responses);
      gaps.push(...expected.filter((s) => !listed.includes(s)).map((s) => `${route} lacks ${s}`));
      if (RATE_LIMIT_EXEMPT.has(route) && listed.includes('429')) gaps.push(`${route} lists 429`);
      if (!listed.some((status) => /^[23]/.test(status))) gaps.push(`${route} has no success`);
    }
    expect(gaps).toEqual([]);
  });

  it('answers every error status with the shared error body, and describes every response', () => {
    const gaps: string[] = [];
    for (const { route, operation: op } of operations()) {
      for (const [status, answer] of Object.entries(op.responses)) {
        if (!answer.description || answer.description === 'Default Response') {
          gaps.push(`${route} ${status} has no description`);
        }
        const failure = Number(status) >= 400 && !OWN_FAILURE_BODIES.has(`${route} ${status}`);
        if (failure && !isErrorShape(answer)) gaps.push(`${route} ${status} is not the error body`);
      }
    }
    expect(gaps).toEqual([]);
  });

  it('documents 204 answers and redirects without a body', () => {
    const empty = operations().flatMap(({ route, operation: op }) =>
      Object.entries(op.responses)
        .filter(([status]) => status === '204' || status.startsWith('3'))
        .map(([status, answer]) => ({ route, status, content: answer.content })),
    );
    expect(empty.some(({ status }) => status === '204')).toBe(true);
    expect(empty.some(({ status }) => status === '302')).toBe(true);
    expect(empty.filter(({ content }) => content !== undefined)).toEqual([]);
    expect(operation('DELETE /api/connections/:connectionId').responses['204']).toEqual({
      description: 'Removed',
    });
  });

  it("names a route's own error codes in the statuses they map to", () => {
    const removal = operation('DELETE /api/connections/:connectionId').responses;
    expect(removal['404']?.description).toContain('NOT_FOUND');
    expect(removal['403']?.description).toContain('FORBIDDEN');
    const request = Object.keys(operation('POST /api/connections').responses);
    expect(request).toEqual(expect.arrayContaining(['201', '402', '404', '409']));
    const room = Object.keys(operation('GET /api/video-calls/:callId/room').responses);
    expect(room).toEqual(expect.arrayContaining(['403', '404', '409']));
    const deck = Object.keys(operation('GET /api/matching/recommendations').responses);
    expect(deck).toContain('404');
    // An answer to a request already decided is a 404, never a conflict.
    const accept = Object.keys(operation('POST /api/connections/:connectionId/accept').responses);
    expect(accept).not.toContain('409');
  });

  it('is served as JSON at /api/docs/openapi.json', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const served = JSON.parse(response.body) as OpenApiDocument;
    expect(Object.keys(served.paths)).toEqual(Object.keys(openApi().paths));
  });
});

describe('a route documented as 204', () => {
  it('answers 204 with an empty body', async () => {
    const { cookie } = await signUpMember(ctx.app, { email: 'no-content@example.com' });
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/matching/saved/00000000-0000-4000-8000-000000000000',
      headers: { origin: TEST_APP_URL, cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['content-type']).toBeUndefined();
  });
});
