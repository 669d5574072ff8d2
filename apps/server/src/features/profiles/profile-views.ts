import type { OwnProfile, PublicProfile } from '@cofound/shared/profiles/profiles.schemas';
import { readVisibilityDetails } from '@cofound/shared/profiles/profiles.schemas';
import type { Commitment, EquityExpectation } from '@cofound/shared/profiles/profiles.options';
import type { MemberRole } from '@cofound/shared/session/session.schemas';
import { isArchetype } from '@cofound/shared/personality-test/archetypes';
import { lastActiveOf } from '@cofound/shared/profiles/last-active';
import { replyRateOf, type Received } from '@cofound/shared/profiles/reply-rate';
import { publicUploadUrl } from '../../storage';
import type { ProfileRow } from './profiles.repository';

/**
 * A profile row with what its page shows besides: the storage key of the member's ready pitch,
 * if any, and what they received lately with when they answered it (for the reply rate).
 */
export type ProfilePageRow = ProfileRow & { pitchKey: string | null; received: Received[] };

/** What anyone may see: never email, visibility details, premium state, referral code or status. */
export function toPublicProfile(row: ProfilePageRow, now = new Date()): PublicProfile {
  const details = readVisibilityDetails(row.visibilityDetails);
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    founderRole: row.founderRole,
    skills: row.skills,
    experience: row.experience,
    industry: row.industry,
    lookingFor: row.lookingFor,
    startupInterests: row.startupInterests,
    personalityTraits: row.personalityTraits,
    workStyle: row.workStyle,
    bio: row.bio,
    imageUrl: row.imageUrl,
    city: details.showLocation ? row.city : null,
    country: details.showLocation ? row.country : null,
    timeZone: row.timeZone,
    commitment: row.commitment as Commitment | null,
    equityExpectation: details.showEquityExpectation
      ? (row.equityExpectation as EquityExpectation | null)
      : null,
    linkedinVerified: row.linkedinVerified,
    githubVerified: row.githubVerified,
    archetype: isArchetype(row.archetype) ? row.archetype : null,
    pitchUrl: row.pitchKey ? publicUploadUrl(row.pitchKey) : null,
    lastActive: details.showLastActive ? lastActiveOf(row.lastActiveAt, now) : null,
    replies: replyRateOf(row.received, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The owner's and admins' view: everything, location, equity and last activity shown whatever
 * the settings.
 */
export function toOwnProfile(row: ProfilePageRow, now = new Date()): OwnProfile {
  return {
    ...toPublicProfile(row, now),
    lastActive: lastActiveOf(row.lastActiveAt, now),
    city: row.city,
    country: row.country,
    equityExpectation: row.equityExpectation as EquityExpectation | null,
    userId: row.userId,
    email: row.email,
    role: row.role as MemberRole,
    status: row.status as OwnProfile['status'],
    visibility: row.visibility === 'members' ? 'members' : 'public',
    visibilityDetails: readVisibilityDetails(row.visibilityDetails),
    isPremium: row.isPremium,
    premiumUntil: row.premiumUntil?.toISOString() ?? null,
    currentPlanId: row.currentPlanId,
    referralCode: row.referralCode,
    updatedAt: row.updatedAt.toISOString(),
  };
}
