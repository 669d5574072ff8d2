import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';

type Operation = {
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};

const ctx = useTestApp();
const WRITES = ['post', 'put', 'patch', 'delete'];

function operations() {
  const document = ctx.app.swagger() as unknown as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  );
}

describe('the OpenAPI document', () => {
  it('lists, for every operation, each error status with the shared error body', () => {
    const gaps: string[] = [];
    const membersOnly = ctx.app.routeCatalog.filter((route) => route.access !== 'public');
    for (const { path, method, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      const route = `${method.toUpperCase()} ${path}`;
      for (const always of ['429', '500'])
        if (!statuses.includes(always)) gaps.push(`${route} ${always}`);
      if (WRITES.includes(method) && !statuses.includes('403')) gaps.push(`${route} 403`);
      if (WRITES.includes(method) && !statuses.includes('400')) gaps.push(`${route} 400`);
      const fastifyUrl = path.replace(/\{([^}]+)\}/g, ':$1');
      const needsSignIn = membersOnly.some(
        (r) => r.method.toLowerCase() === method && r.url.replace('*', ':*') === fastifyUrl,
      );
      if (needsSignIn && !statuses.includes('401')) gaps.push(`${route} 401`);
      const success = JSON.stringify(operation.responses['200']?.content);
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        const schema = JSON.stringify(operation.responses[status]?.content);
        // A route may answer a failure with its own body (readiness: which checks failed).
        if (schema === success) continue;
        if (!schema.includes('"code"') || !schema.includes('"message"')) {
          gaps.push(`${route} ${status} without the error shape`);
        }
      }
    }
    expect(gaps).toEqual([]);
  });

  it("documents 204 and 302 answers without a body, and a route's own error codes", () => {
    const byRoute = new Map(operations().map((op) => [`${op.method} ${op.path}`, op.operation]));
    const removal = byRoute.get('delete /api/connections/{connectionId}')!;
    expect(removal.responses['204']?.content).toBeUndefined();
    expect(removal.responses['404']?.description).toContain('NOT_FOUND');
    const social = byRoute.get('get /api/accounts/social/{provider}/start')!;
    expect(social.responses['302']?.content).toBeUndefined();
    const request = byRoute.get('post /api/connections')!;
    expect(Object.keys(request.responses)).toEqual(
      expect.arrayContaining([
        '201',
        '400',
        '401',
        '402',
        '403',
        '404',
        '409',
        '413',
        '429',
        '500',
      ]),
    );
  });

  it('is served at /api/docs/openapi.json with the auth routes Cofound uses', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: object }).paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/sign-in/email', '/api/auth/sign-out']),
    );
  });
});
