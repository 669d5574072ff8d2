import { profileMessages } from '@cofound/shared/profiles/profiles.messages';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findVisibilityFacts, isBlockedBetweenMembers } from './profiles.repository';

/** Who is looking: a signed-in member (with their role) or a visitor (null). */
export type ProfileViewer = { id: string; role: string } | null;

/** What the visibility rule needs to know about a profile. */
export type ProfileVisibilityFacts = {
  userId: string;
  status: string;
  visibility: string;
};

/** How the viewer sees it: as its owner, as an admin, or as anyone else it is shown to. */
export type ProfileSight = 'own' | 'admin' | 'other';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one rule for who may see a profile and everything attached to it (its reputation, its
 * endorsements, and whatever later features hang off a profile). Suspended and banned profiles
 * exist for nobody but their owner and admins; a members-only profile asks visitors to sign in;
 * a block either way hides it from the other member. Admins see everything.
 */
export function decideProfileSight(
  profile: ProfileVisibilityFacts,
  viewer: ProfileViewer,
  blockedBetween: boolean,
): ProfileSight {
  if (viewer?.id === profile.userId) return 'own';
  if (viewer?.role === 'admin') return 'admin';
  if (profile.status !== 'active') throw new AppError('NOT_FOUND', profileMessages.notFound);
  if (profile.visibility === 'members' && !viewer) {
    throw new AppError('UNAUTHENTICATED', profileMessages.signInToView);
  }
  if (blockedBetween) throw new AppError('NOT_FOUND', profileMessages.notFound);
  return 'other';
}

/** Whether the block check applies: only between two different members, never for admins. */
export function needsBlockCheck(profile: ProfileVisibilityFacts, viewer: ProfileViewer): boolean {
  return viewer !== null && viewer.role !== 'admin' && viewer.id !== profile.userId;
}

/** The block fact for decideProfileSight, read only when the rule needs it. */
export async function blockedBetweenViewer(
  executor: DbOrTx,
  profile: ProfileVisibilityFacts,
  viewer: ProfileViewer,
): Promise<boolean> {
  return needsBlockCheck(profile, viewer)
    ? isBlockedBetweenMembers(executor, viewer!.id, profile.userId)
    : false;
}

/**
 * The profile `profileId` if `viewer` may see it; otherwise throws the error the profile page
 * itself answers (404 'Profile not found', or 401 'Sign in to view this profile').
 */
export async function findProfileVisibleTo(
  executor: DbOrTx,
  profileId: string,
  viewer: ProfileViewer,
): Promise<{ id: string; userId: string; sight: ProfileSight }> {
  if (!UUID_PATTERN.test(profileId)) throw new AppError('NOT_FOUND', profileMessages.notFound);
  const profile = await findVisibilityFacts(executor, profileId);
  if (!profile) throw new AppError('NOT_FOUND', profileMessages.notFound);
  const blocked = await blockedBetweenViewer(executor, profile, viewer);
  return {
    id: profile.id,
    userId: profile.userId,
    sight: decideProfileSight(profile, viewer, blocked),
  };
}
