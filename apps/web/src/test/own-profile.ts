import type { OwnProfile } from '@cofound/shared/profiles/profiles.schemas';
import { demoMember } from './render-app-route';

/**
 * The signed-in demo member's own profile as GET /api/profiles/me sends it: a new one, with no
 * skills, needs or interests yet.
 */
export function ownProfileOf(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    userId: demoMember.id,
    email: demoMember.email,
    name: demoMember.name,
    title: '',
    founderRole: 'CEO/Founder',
    skills: [],
    experience: 2,
    industry: 'AI/ML',
    lookingFor: [],
    startupInterests: [],
    personalityTraits: ['Analytical'],
    workStyle: ['Remote'],
    bio: '',
    imageUrl: null,
    city: null,
    country: null,
    timeZone: null,
    commitment: null,
    equityExpectation: null,
    linkedinVerified: false,
    githubVerified: false,
    archetype: null,
    pitchUrl: null,
    lastActive: 'today',
    replies: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    role: 'user',
    status: 'active',
    visibility: 'public',
    visibilityDetails: { showLocation: true, showEquityExpectation: true, showLastActive: true },
    isPremium: false,
    premiumUntil: null,
    currentPlanId: null,
    referralCode: 'ABCD1234',
    ...overrides,
  };
}
