import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused, dropped, frozen or restarting database, however deep the cause', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('57014', 'canceling statement due to statement timeout'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new DrizzleQueryError('select 1', [], withCode('ECONNRESET')),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it('leaves bugs and bad data alone', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation "x" does not exist'),
      withCode('22P02', 'invalid input syntax'),
      new TypeError('cannot read properties of undefined'),
      'not an error',
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
