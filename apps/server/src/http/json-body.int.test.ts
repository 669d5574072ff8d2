import { describe, expect, it } from 'vitest';
import { fromApp, signupRequest } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { jsonDepthMessage } from './json-body';

const ctx = useTestApp();
const deepArray = '['.repeat(5000) + ']'.repeat(5000);
const deepObject = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);

describe('JSON bodies nested 5,000 levels deep', () => {
  for (const url of ['/api/auth/sign-in/email', '/api/accounts/signup', '/api/reports']) {
    it(`answer 400 on ${url}, not a stack overflow`, async () => {
      for (const payload of [deepArray, deepObject]) {
        const response = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { ...fromApp(), 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: { code: 'VALIDATION_FAILED', message: jsonDepthMessage },
        });
      }
    });
  }

  it('leave ordinary bodies alone, and still refuse prototype poisoning', async () => {
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/signup',
      headers: fromApp(),
      payload: signupRequest({ email: 'deep@example.com' }),
    });
    expect(signup.statusCode).toBe(201);
    const poisoned = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...fromApp(), 'content-type': 'application/json' },
      payload: '{"email":"deep@example.com","password":"x","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('refuse an empty JSON body as Fastify does, with the usual malformed-request answer', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...fromApp(), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'The request is malformed.' },
    });
  });
});
