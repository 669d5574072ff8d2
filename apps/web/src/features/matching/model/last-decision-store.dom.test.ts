import { afterEach, describe, expect, it } from 'vitest';
import type { MatchCard } from '@cofound/shared/matching/matching.schemas';
import { readLastDecision, writeLastDecision } from './last-decision-store';

const card: MatchCard = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ada Lovelace',
  title: 'Engineer',
  imageUrl: null,
  founderRole: null,
  industry: null,
  experience: 4,
  skills: [],
  lookingFor: [],
  city: null,
  country: null,
  timeZone: null,
  commitment: null,
  archetype: null,
  lastActive: null,
  linkedinVerified: false,
  githubVerified: false,
  pitchUrl: null,
  reputation: { total: 0, level: 'Beginner' },
  bio: '',
  startupInterests: [],
  score: 0.5,
  components: { skills: 0, industry: 0, experience: 1, lookingFor: 0, startupInterests: 0 },
};

afterEach(() => window.sessionStorage.clear());

describe('last decision store', () => {
  it('keeps the last decision per member and deck', () => {
    writeLastDecision('user-1', '{}', { card, action: 'like' });
    expect(readLastDecision('user-1', '{}')).toEqual({ card, action: 'like' });
    expect(readLastDecision('user-2', '{}')).toBeNull();
    expect(readLastDecision('user-1', '{"industry":"SaaS"}')).toBeNull();
  });

  it('forgets it, and ignores anything it cannot read', () => {
    writeLastDecision('user-1', '{}', { card, action: 'pass' });
    writeLastDecision('user-1', '{}', null);
    expect(readLastDecision('user-1', '{}')).toBeNull();
    window.sessionStorage.setItem('cofound.deck.last-decision.user-1', '{oops');
    expect(readLastDecision('user-1', '{}')).toBeNull();
  });
});
