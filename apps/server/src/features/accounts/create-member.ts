// A new member as one unit of work: user, credential account, profile and referral, all or
// nothing.
import type { AccountsRepository } from './accounts.repository';

export type NewMember = {
  email: string;
  name: string;
  passwordHash: string;
  founderRole: string;
  industry: string;
  experience: number;
  workStyle: string[];
  personalityTraits: string[];
  /** Upper-cased referral code from the invite link, or null. */
  referralCode: string | null;
};

export type CreatedMember =
  | { kind: 'email-taken' }
  | {
      kind: 'created';
      user: { id: string; email: string; name: string };
      profileId: string;
      referral: 'applied' | 'unknown' | 'none';
    };

export function createMember(
  repository: AccountsRepository,
  member: NewMember,
): Promise<CreatedMember> {
  return repository.transaction(async (queries): Promise<CreatedMember> => {
    const email = member.email.toLowerCase();
    if (await queries.findUserIdByEmail(email)) return { kind: 'email-taken' };
    const userId = crypto.randomUUID();
    const user = await queries.insertUser({ id: userId, email, name: member.name });
    await queries.insertCredential(userId, member.passwordHash);
    const referrer = member.referralCode ? await queries.findReferrer(member.referralCode) : null;
    const profileId = await queries.insertProfile({
      userId,
      name: member.name,
      email,
      founderRole: member.founderRole,
      industry: member.industry,
      experience: member.experience,
      workStyle: member.workStyle,
      personalityTraits: member.personalityTraits,
      referredBy: referrer?.userId ?? null,
    });
    if (!profileId) throw new Error('Profile of a new user already exists');
    if (referrer) await queries.insertPendingReferral(referrer.userId, userId);
    const referral = referrer ? 'applied' : member.referralCode ? 'unknown' : 'none';
    return { kind: 'created', user, profileId, referral };
  });
}
