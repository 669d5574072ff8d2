// What deleting an account leaves of the profile (docs/decisions/0036-account-deletion.md): a row
// with the status 'deleted', the name 'Deleted member' and nothing else of the member, so the
// messages, ideas and posts they wrote keep an author and every feature hides the profile as it
// hides any profile that is not active. Its referral code is replaced: the old link stops. The
// verified badges go with the linked accounts (accounts/account-retirement.repository.ts).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { accountDeletionMessages } from '@cofound/shared/account-deletion/account-deletion.schemas';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';

const noList = sql`'{}'::text[]`;

/** Empties the member's profile; answers its picture's address (to remove after commit). */
export async function eraseProfile(
  tx: DbOrTx,
  userId: string,
  retiredEmail: string,
): Promise<{ imageUrl: string | null } | null> {
  const [before] = await tx
    .select({ imageUrl: profiles.imageUrl })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  if (!before) return null;
  await tx
    .update(profiles)
    .set({
      name: accountDeletionMessages.deletedMember,
      email: retiredEmail,
      title: '',
      founderRole: null,
      skills: noList,
      experience: 0,
      industry: null,
      lookingFor: noList,
      startupInterests: noList,
      personalityTraits: noList,
      workStyle: noList,
      bio: '',
      imageUrl: null,
      city: null,
      country: null,
      timeZone: null,
      commitment: null,
      equityExpectation: null,
      archetype: null,
      status: 'deleted',
      visibility: 'members',
      visibilityDetails: sql`'{}'::jsonb`,
      lastActiveAt: null,
      isPremium: false,
      premiumUntil: null,
      currentPlanId: null,
      referralCode: `deleted-${randomBytes(12).toString('hex')}`,
      referredBy: null,
    })
    .where(eq(profiles.userId, userId));
  return before;
}
