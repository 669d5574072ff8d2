import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableError, loggableRequest } from './loggable-error';

const SECRET = 'my-private-bio@example.com';

/** The shape of a pg / PGlite DatabaseError. */
function databaseError(message: string, extra: Record<string, string> = {}) {
  return Object.assign(new Error(message), { code: '23505', severity: 'ERROR', ...extra });
}

describe('loggableError', () => {
  it('keeps the SQL text of a failed query but none of its parameters', () => {
    const cause = databaseError(`invalid input syntax for type integer: "${SECRET}"`, {
      code: '22P02',
      routine: 'pg_strtoint32_safe',
    });
    const error = new DrizzleQueryError('select $1::int', [SECRET], cause);
    const logged = loggableError(error);
    expect(JSON.stringify(logged)).not.toContain(SECRET);
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'Failed query: select $1::int',
      query: 'select $1::int',
      cause: { code: '22P02', routine: 'pg_strtoint32_safe' },
    });
    expect(logged.stack).toMatch(/^Error: Failed query: select \$1::int\n\s+at /);
  });

  it("drops a database error's detail and the values quoted in its message", () => {
    const error = databaseError(
      'duplicate key value violates unique constraint "users_email_unique"',
      {
        detail: `Key (email)=(${SECRET}) already exists.`,
        constraint: 'users_email_unique',
        table: 'users',
      },
    );
    const logged = loggableError(error);
    expect(JSON.stringify(logged)).not.toContain(SECRET);
    expect(logged).toMatchObject({
      code: '23505',
      constraint: 'users_email_unique',
      table: 'users',
    });
    expect(logged).not.toHaveProperty('detail');
  });

  it('keeps ordinary errors as they are and follows causes', () => {
    const logged = loggableError(new Error('outer', { cause: new TypeError('inner') }));
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'outer',
      cause: { type: 'TypeError', message: 'inner' },
    });
    expect(loggableError('a string')).toEqual({
      type: 'string',
      message: 'A non-error value was thrown.',
      stack: '',
    });
  });
});

describe('loggableRequest', () => {
  it('keeps the path and the names of query parameters, never their values', () => {
    expect(
      loggableRequest({
        method: 'GET',
        url: '/api/auth/verify-email?token=secret-token&callbackURL=/x',
      }),
    ).toEqual({ method: 'GET', url: '/api/auth/verify-email?token=…&callbackURL=…' });
    expect(loggableRequest({ method: 'GET', url: '/api/discover' })).toEqual({
      method: 'GET',
      url: '/api/discover',
    });
  });

  it('leaves out a token carried in the path, and keeps record ids', () => {
    expect(
      loggableRequest({ method: 'GET', url: '/api/auth/reset-password/STa6tdqAXAYP6UNA9jKNRO1B' }),
    ).toEqual({ method: 'GET', url: '/api/auth/reset-password/…' });
    const id = '6f1c7a52-3d0e-4c4e-9a57-0c6f2e1d9b11';
    expect(loggableRequest({ method: 'POST', url: `/api/connections/${id}/accept` })).toEqual({
      method: 'POST',
      url: `/api/connections/${id}/accept`,
    });
  });
});
