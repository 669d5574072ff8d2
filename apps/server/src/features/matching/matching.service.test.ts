import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { createLiveMatchIndex } from './live-match-index';
import type { IndexedProfile } from './match-index';
import type { MatchingRepository } from './matching.repository';
import { createMatchingService } from './matching.service';

const user: SessionUser = {
  id: 'user-a',
  email: 'a@example.com',
  name: 'A',
  emailVerified: true,
  role: 'user',
  profileId: '11111111-1111-4111-8111-111111111111',
  plan: 'free',
};
const own: IndexedProfile = {
  id: user.profileId!,
  userId: user.id,
  skills: ['Go'],
  industry: 'SaaS',
  experience: 2,
  lookingFor: [],
  startupInterests: [],
  archetype: null,
  activityTier: 0,
  verified: false,
  updatedAt: new Date(0),
};
const target = { ...own, id: '22222222-2222-4222-8222-222222222222', userId: 'user-b' };
const failing = () => Promise.reject(new Error('connection reset'));

function serviceWith(overrides: Partial<MatchingRepository>) {
  const repository = {
    findMemberProfile: async () => own,
    findActiveProfile: async () => target,
    exclusionsFor: async () => ({ profileIds: [] }),
    loadActiveProfiles: async (each: (rows: IndexedProfile[]) => void) => {
      each([own, target]);
      return { asOf: new Date(0), pageMs: [] };
    },
    profilesChangedSince: async () => ({ rows: [], asOf: new Date(0) }),
    cards: async () => new Map(),
    mutualCountsOfProfiles: async () => new Map(),
    ...overrides,
  } as unknown as MatchingRepository;
  const log = { error: vi.fn() };
  const service = createMatchingService({
    repository,
    index: createLiveMatchIndex(repository),
    realtime: { publish: vi.fn(async () => undefined) },
    log,
  });
  return { service, log };
}

const query = { limit: 20 } as const;

describe('matching service errors (docs/product.md#errors)', () => {
  it.each([
    [{ findMemberProfile: failing }, 'INTERNAL', 'Failed to get user profile'],
    [{ findMemberProfile: async () => null }, 'NOT_FOUND', 'Profile not found'],
    [{ exclusionsFor: failing }, 'INTERNAL', 'Failed to fetch match decisions'],
    [{ loadActiveProfiles: failing }, 'INTERNAL', 'Failed to fetch potential matches'],
    [{ cards: failing }, 'INTERNAL', 'Failed to fetch potential matches'],
    [{ mutualCountsOfProfiles: failing }, 'INTERNAL', 'Failed to fetch potential matches'],
  ])('recommendations: %# -> %s %s', async (overrides, code, message) => {
    const { service, log } = serviceWith(overrides as Partial<MatchingRepository>);
    await expect(service.recommendations(user, query)).rejects.toMatchObject({ code, message });
    if (code === 'INTERNAL') expect(log.error).toHaveBeenCalled();
  });

  it.each([
    [{ findMemberProfile: failing }, 'Failed to get or create user profile'],
    [{ findMemberProfile: async () => null }, 'Failed to get or create user profile'],
    [{ storeDecision: failing }, 'Failed to store match decision'],
  ])('decide: %# -> %s', async (overrides, message) => {
    const { service } = serviceWith(overrides as Partial<MatchingRepository>);
    await expect(service.decide(user, target.id, true)).rejects.toMatchObject({
      code: 'INTERNAL',
      message,
    });
  });

  it('decide: an unknown profile is 404 Profile not found', async () => {
    const { service } = serviceWith({ findActiveProfile: async () => null });
    await expect(service.decide(user, target.id, true)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Profile not found',
    });
  });
});
