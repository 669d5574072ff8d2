import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { fakeRepository } from '../../test/fake-repository';
import { isLivePairViolation, type ConnectionsQueries } from './connections.repository';
import { createConnectionsService } from './connections.service';

const sender: SessionUser = {
  id: 'user-a',
  email: 'a@example.com',
  name: 'A',
  emailVerified: true,
  role: 'user',
  profileId: '11111111-1111-4111-8111-111111111111',
  plan: 'free',
};
const target = { id: '22222222-2222-4222-8222-222222222222', userId: 'user-b' };

const noInsert: ConnectionsQueries['insertPending'] = async () => {
  throw new Error('not expected');
};

function serviceWith(
  insertPending: ConnectionsQueries['insertPending'],
  overrides: Partial<ConnectionsQueries> = {},
) {
  const repository = fakeRepository<ConnectionsQueries>({
    findLivePair: async () => null,
    insertPending,
    withdrawPending: async () => null,
    deleteById: async () => undefined,
    lockSenderRequests: async () => undefined,
    findActiveProfile: async () => target,
    listIncomingRequests: async () => ({ rows: [], count: 0 }),
    decidePending: async () => null,
    quotaFacts: async () => ({
      premium: { isPremium: false, premiumUntil: null, currentPlanId: null },
      sentThisMonth: 0,
    }),
    findAcceptedOf: async () => null,
    listAccepted: async () => [],
    mutualCounts: async () => new Map(),
    mutualCountsOfProfiles: async () => new Map(),
    mutualWith: async () => [],
    profileVisibleTo: async () => ({ ...target, sight: 'other' as const }),
    ...overrides,
  });
  const realtime = { publish: vi.fn(async () => undefined) };
  const log = { error: vi.fn() };
  return { service: createConnectionsService(repository, realtime, log), realtime, log };
}

describe('isLivePairViolation', () => {
  it('recognises 23505 on the live-pair index, also wrapped by drizzle', () => {
    const pgError = { code: '23505', constraint: 'connections_live_pair_unique' };
    expect(isLivePairViolation(pgError)).toBe(true);
    expect(isLivePairViolation(new Error('query failed', { cause: pgError }))).toBe(true);
    expect(isLivePairViolation({ code: '23505' })).toBe(true);
    expect(isLivePairViolation({ code: '23505', constraint: 'other_unique' })).toBe(false);
    expect(isLivePairViolation({ code: '40001' })).toBe(false);
    expect(isLivePairViolation(null)).toBe(false);
  });
});

describe('connections service', () => {
  it('maps a lost race (23505) to 409 Connection request already exists', async () => {
    const { service } = serviceWith(async () => {
      throw Object.assign(new Error('duplicate key'), {
        code: '23505',
        constraint: 'connections_live_pair_unique',
      });
    });
    await expect(service.sendRequest(sender, target.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Connection request already exists',
    });
  });

  it('maps any other failure to the product message, and logs it', async () => {
    const { service, log } = serviceWith(async () => {
      throw new Error('connection reset');
    });
    await expect(service.sendRequest(sender, target.id)).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Failed to send connection request. Please try again.',
    });
    expect(log.error).toHaveBeenCalled();
  });

  it('keeps the request when the live notification fails', async () => {
    const { service, realtime } = serviceWith(async () => ({
      id: 'c1',
      createdAt: new Date('2025-01-01T00:00:00Z'),
    }));
    realtime.publish.mockRejectedValueOnce(new Error('notify failed'));
    await expect(service.sendRequest(sender, target.id)).resolves.toMatchObject({
      id: 'c1',
      profileId: target.id,
      connectionState: 'pending_sent',
    });
    expect(realtime.publish).toHaveBeenCalledWith(['user-b'], 'connection.requested', {
      connectionId: 'c1',
      senderProfileId: sender.profileId,
    });
  });
});

describe('mutual connections', () => {
  it('answers the total and the people of the rows', async () => {
    const mutualWith = vi.fn(async () => [
      { profile_id: 'p1', name: 'Ada', title: 'CTO', image_url: null, total: 5 },
      { profile_id: 'p2', name: 'Ben', title: '', image_url: '/u/b.png', total: 5 },
    ]);
    const { service } = serviceWith(noInsert, { mutualWith });
    await expect(service.mutual(sender, target.id)).resolves.toEqual({
      count: 5,
      people: [
        { profileId: 'p1', name: 'Ada', title: 'CTO', imageUrl: null },
        { profileId: 'p2', name: 'Ben', title: '', imageUrl: '/u/b.png' },
      ],
    });
    expect(mutualWith).toHaveBeenCalledWith(sender.id, target.userId, 3);
  });

  it('answers none for your own profile without counting', async () => {
    const mutualWith = vi.fn(async () => []);
    const { service } = serviceWith(noInsert, {
      mutualWith,
      profileVisibleTo: async () => ({ id: 'own', userId: sender.id, sight: 'own' as const }),
    });
    await expect(service.mutual(sender, 'own')).resolves.toEqual({ count: 0, people: [] });
    expect(mutualWith).not.toHaveBeenCalled();
  });

  it('maps a failure to the product message', async () => {
    const { service, log } = serviceWith(noInsert, {
      mutualWith: async () => {
        throw new Error('connection reset');
      },
    });
    await expect(service.mutual(sender, target.id)).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Failed to load mutual connections. Please try again.',
    });
    expect(log.error).toHaveBeenCalled();
  });
});
