import type {
  accounts,
  connections,
  matchDecisions,
  profileViews,
  profiles,
  referrals,
  skillEndorsements,
  users,
} from '../schema';

// Insert rows with the fields the seed always sets made required, so later steps can rely on them.
export type UserRow = typeof users.$inferInsert & { createdAt: Date };
export type ProfileRow = typeof profiles.$inferInsert & {
  id: string;
  industry: string;
  founderRole: string;
  experience: number;
  skills: string[];
  lookingFor: string[];
  startupInterests: string[];
  personalityTraits: string[];
  workStyle: string[];
  title: string;
  bio: string;
  status: 'active' | 'suspended' | 'banned';
  createdAt: Date;
};
export type AccountRow = typeof accounts.$inferInsert;
export type MatchDecisionRow = typeof matchDecisions.$inferInsert;
export type ConnectionRow = typeof connections.$inferInsert & {
  status: 'pending' | 'accepted' | 'rejected';
};
export type ReferralRow = typeof referrals.$inferInsert;

/** A member: the user row better-auth reads and the profile the app shows. */
export type SeedMember = { user: UserRow; profile: ProfileRow };

/** The profile fields that differ between members; seedMemberRows fills in the rest. */
export type SeedProfileFields = Omit<
  ProfileRow,
  'id' | 'userId' | 'name' | 'email' | 'imageUrl' | 'createdAt' | 'updatedAt'
>;

/**
 * The user and profile rows of one seeded member: email verified, no picture, last updated when
 * created. The ids come from the caller, which draws them in its own order from its generator.
 */
export function seedMemberRows(
  member: { userId: string; profileId: string; name: string; email: string; createdAt: Date },
  fields: SeedProfileFields,
): SeedMember {
  const { userId, profileId, name, email, createdAt } = member;
  return {
    user: {
      id: userId,
      name,
      email,
      emailVerified: true,
      image: null,
      createdAt,
      updatedAt: createdAt,
    },
    profile: {
      ...fields,
      id: profileId,
      userId,
      name,
      email,
      imageUrl: null,
      createdAt,
      updatedAt: createdAt,
    },
  };
}

export type SkillEndorsementRow = typeof skillEndorsements.$inferInsert & { createdAt: Date };
export type ProfileViewRow = typeof profileViews.$inferInsert & {
  viewedAt: Date;
  viewedOn: string;
};
