import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

describe('GET /api/health', () => {
  const ctx = useTestApp();

  it('answers ok with the database kind when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: ctx.database.kind });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sets security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 in the one error shape for an unknown endpoint', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No such endpoint: GET /api/nope' },
    });
  });
});
