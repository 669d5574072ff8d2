import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient } from './query-client';

const error = (status: number) =>
  new ApiError({ code: status === 404 ? 'NOT_FOUND' : 'INTERNAL', status, message: 'x' });

describe('createQueryClient', () => {
  it('reports a 401 from a query or a mutation', async () => {
    const onUnauthenticated = vi.fn();
    const client = createQueryClient({ onUnauthenticated });
    const unauthenticated = new ApiError({ code: 'UNAUTHENTICATED', status: 401, message: 'x' });
    await client
      .fetchQuery({ queryKey: ['thing'], queryFn: () => Promise.reject(unauthenticated) })
      .catch(() => undefined);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(unauthenticated) })
      .execute(undefined)
      .catch(() => undefined);
    await client
      .fetchQuery({ queryKey: ['other'], queryFn: () => Promise.reject(error(404)) })
      .catch(() => undefined);
    expect(onUnauthenticated).toHaveBeenCalledTimes(2);
  });
});
