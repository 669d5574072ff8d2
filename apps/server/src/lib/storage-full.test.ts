import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { infrastructureFailure } from './infrastructure-failure';
import { isStorageFull } from './storage-full';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isStorageFull', () => {
  it('recognises a full disk under the database or the data dir, however deep the cause', () => {
    for (const error of [
      withCode('53100', 'could not extend file "base/5/16384": No space left on device'),
      withCode('ENOSPC', 'ENOSPC: no space left on device, write'),
      withCode('EDQUOT', 'EDQUOT: disk quota exceeded'),
      new DrizzleQueryError('insert into messages ...', [], withCode('53100')),
      new Error('mail outbox', { cause: withCode('ENOSPC') }),
    ]) {
      expect(isStorageFull(error), error.message).toBe(true);
    }
  });

  it('leaves other failures alone', () => {
    for (const error of [
      withCode('53200', 'out of memory'),
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('EACCES'),
      withCode('ECONNREFUSED'),
      new Error('No space left on device'),
      'ENOSPC',
    ]) {
      expect(isStorageFull(error), String(error)).toBe(false);
    }
  });
});

describe('infrastructureFailure', () => {
  it('answers 507 for a full disk, 503 for an unreachable database, nothing for a bug', () => {
    expect(infrastructureFailure(withCode('53100'))).toMatchObject({
      code: 'STORAGE_FULL',
      statusCode: 507,
      message: 'Cofound is out of storage space, so this was not saved. Please try again later.',
    });
    expect(infrastructureFailure(withCode('ECONNREFUSED'))).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      statusCode: 503,
    });
    expect(infrastructureFailure(new TypeError('x is undefined'))).toBeNull();
  });
});
