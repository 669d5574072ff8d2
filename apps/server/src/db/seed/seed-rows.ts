import type { accounts, connections, matchDecisions, profiles, referrals, users } from '../schema';

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
