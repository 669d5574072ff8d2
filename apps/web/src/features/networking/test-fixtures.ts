import type { MatchCard } from '@cofound/shared/matching/matching.schemas';
import type {
  NetworkingRound,
  NetworkingState,
  RoundMessage,
} from '@cofound/shared/networking/networking.schemas';

// Partners, rounds and states as the API sends them, for the networking tests.

export const STATE = 'GET /api/networking';
export const LOBBY = '/api/networking/lobby';
export const NEXT = 'POST /api/networking/next';
export const SEND = 'POST /api/networking/round/messages';

export const partner: MatchCard = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Ada Lovelace',
  title: 'Engineer and mathematician',
  imageUrl: null,
  founderRole: 'CTO/Technical Co-founder',
  industry: 'AI/ML',
  experience: 8,
  skills: ['Machine Learning', 'Python'],
  lookingFor: ['CEO/Founder'],
  city: 'London',
  country: 'United Kingdom',
  timeZone: null,
  commitment: null,
  archetype: 'technical_genius',
  lastActive: null,
  linkedinVerified: false,
  githubVerified: false,
  reputation: { total: 40, level: 'Intermediate' },
  bio: 'I build engines that compute.',
  startupInterests: ['Education'],
  score: 0.87,
  components: { skills: 1, industry: 1, experience: 0.8, lookingFor: 1, startupInterests: 0.5 },
  pitchUrl: null,
};

export const DECIDE = `PUT /api/matching/decisions/${partner.id}`;

export function messageOf(overrides: Partial<RoundMessage> = {}): RoundMessage {
  return {
    id: 'm-1',
    body: 'Hi Demo, what are you building?',
    fromMe: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/** A round that started a minute and a half ago and so has as long to go. */
export function roundOf(overrides: Partial<NetworkingRound> = {}): NetworkingRound {
  const now = Date.now();
  return {
    id: 'round-1',
    startedAt: new Date(now - 90_000).toISOString(),
    endsAt: new Date(now + 90_000).toISOString(),
    endedAt: null,
    partnerLeft: false,
    partner,
    decision: null,
    messages: [],
    ...overrides,
  };
}

export const idle = (roundsHad = 0): NetworkingState => ({ state: 'idle', roundsHad });

export const waiting = (othersWaiting = 0): NetworkingState => ({
  state: 'waiting',
  since: new Date().toISOString(),
  othersWaiting,
});

export const inRound = (overrides: Partial<NetworkingRound> = {}): NetworkingState => ({
  state: 'in_round',
  round: roundOf(overrides),
});

/** A 200 answer with `body`. */
export const ok = (body: unknown) => ({ status: 200, body });
