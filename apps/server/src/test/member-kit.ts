// Members for integration tests: signed up through the real API, then arranged in the database.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { blocks, connections, profiles } from '../db/schema';
import { requestsAs, type MemberRequests } from './member-requests';
import { signUpMember } from './test-app';
import type { TestAppContext } from './use-test-app';

export type { MemberRequests } from './member-requests';

export type Member = {
  cookie: string;
  userId: string;
  profileId: string;
  email: string;
  name: string;
};

export type ProfileFields = Partial<Omit<typeof profiles.$inferInsert, 'id' | 'userId'>>;

export type MemberOptions = { name?: string; email?: string; profile?: ProfileFields };

/** A tuple of `N` members, so that each destructured one is defined. */
type Members<N extends number, Made extends Member[] = []> = Made['length'] extends N
  ? Made
  : Members<N, [...Made, Member]>;

type ConnectionStatus = 'accepted' | 'pending' | 'rejected';
type Someone = { userId: string };

export type MemberKit = ReturnType<typeof memberKit>;

/**
 * Member helpers on one app and its database. It reads them only when called, so a file can make
 * its kit next to useTestApp, before the app exists.
 */
export function memberKit(ctx: Pick<TestAppContext, 'app' | 'database'>) {
  // Every kit numbers its members from 1: the prefix keeps two kits' emails apart.
  const prefix = `m${randomBytes(4).toString('hex')}`;
  let count = 0;

  async function updateProfile(member: { profileId: string }, fields: ProfileFields) {
    await ctx.database.db.update(profiles).set(fields).where(eq(profiles.id, member.profileId));
  }

  /** Signs a member up (a unique email unless given), then writes `profile` to their row. */
  async function member(options: MemberOptions = {}): Promise<Member> {
    count += 1;
    const email = options.email ?? `${prefix}-${count}@example.com`;
    const name = options.name ?? `Member ${count}`;
    const signed = await signUpMember(ctx.app, { email, name });
    if (options.profile) await updateProfile(signed, options.profile);
    return { ...signed, email, name };
  }

  /** `count` members signed up one after another (in order, so their numbers are stable). */
  async function members<N extends number>(count: N): Promise<Members<N>> {
    const signed: Member[] = [];
    for (let i = 0; i < count; i += 1) signed.push(await member());
    return signed as Members<N>;
  }

  /** A connection row from `sender` to `receiver`, as if requested (and answered). */
  async function connect(
    sender: Someone,
    receiver: Someone,
    status: ConnectionStatus = 'accepted',
  ): Promise<void> {
    await ctx.database.db
      .insert(connections)
      .values({ senderId: sender.userId, receiverId: receiver.userId, status });
  }

  /** A blocks row only: unlike POST /api/blocks, it leaves their connection in place. */
  async function block(blocker: Someone, blocked: Someone): Promise<void> {
    await ctx.database.db
      .insert(blocks)
      .values({ blockerId: blocker.userId, blockedId: blocked.userId });
  }

  function suspend(member: { profileId: string }): Promise<void> {
    return updateProfile(member, { status: 'suspended' });
  }

  function as(member: Member | null): MemberRequests {
    return requestsAs(ctx.app, member);
  }

  return { member, members, connect, block, suspend, updateProfile, as };
}
