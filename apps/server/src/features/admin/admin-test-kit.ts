// Admin helpers for the admin feature's integration tests.
import { sql } from 'drizzle-orm';
import type { Member, MemberKit } from '../../test/member-kit';
import type { TestAppContext } from '../../test/use-test-app';

export function adminKit(ctx: Pick<TestAppContext, 'database'>, kit: MemberKit) {
  return {
    /** A member with the admin role. */
    async admin(name = 'Admin'): Promise<Member> {
      const member = await kit.member({ name });
      await kit.updateProfile(member, { role: 'admin' });
      return member;
    },
    /** Every admin but `keep` goes back to being a member: `keep` is the last admin. */
    onlyAdmin: (keep: Member) =>
      ctx.database.db.execute(
        sql`update profiles set role = 'user' where role = 'admin' and user_id <> ${keep.userId}`,
      ),
    setStatus: (admin: Member, target: Member, status: string, reason = 'Spam reports') =>
      kit.as(admin).put(`/api/admin/members/${target.userId}/status`, { status, reason }),
  };
}
