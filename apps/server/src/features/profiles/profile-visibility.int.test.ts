import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { fromApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { makeAdmin, newMember, type Member } from './profiles-test-support';

/** Everything attached to a profile answers exactly as the profile page does. */
const ctx = useTestApp();

let owner: Member;
let blocked: Member;
let stranger: Member;
let admin: Member;

const attached = (profileId: string) => [
  `/api/profiles/${profileId}`,
  `/api/profiles/${profileId}/reputation`,
  `/api/profiles/${profileId}/endorsements`,
];

async function statuses(who: Member | null) {
  const answers = await Promise.all(
    attached(owner.profileId).map((url) =>
      ctx.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} }),
    ),
  );
  return answers.map((answer) => answer.statusCode);
}

beforeAll(async () => {
  owner = await newMember(ctx.app, ctx.database.db, 'owner@example.com');
  blocked = await newMember(ctx.app, ctx.database.db, 'blocked@example.com');
  stranger = await newMember(ctx.app, ctx.database.db, 'stranger@example.com');
  admin = await newMember(ctx.app, ctx.database.db, 'admin@example.com');
  await makeAdmin(ctx.database.db, admin.userId);
  const block = await ctx.app.inject({
    method: 'POST',
    url: '/api/blocks',
    headers: fromApp(owner.cookie),
    payload: { profileId: blocked.profileId },
  });
  expect(block.statusCode).toBeLessThan(300);
});

describe('the one visibility rule for a profile and what hangs off it', () => {
  it('shows a public profile to visitors and members, and hides it from the blocked member', async () => {
    expect(await statuses(null)).toEqual([200, 200, 200]);
    expect(await statuses(stranger)).toEqual([200, 200, 200]);
    expect(await statuses(blocked)).toEqual([404, 404, 404]);
    expect(await statuses(admin)).toEqual([200, 200, 200]);
    expect(await statuses(owner)).toEqual([200, 200, 200]);
  });

  it('asks visitors to sign in for a members-only profile, everywhere', async () => {
    await ctx.database.db
      .update(profiles)
      .set({ visibility: 'members' })
      .where(eq(profiles.id, owner.profileId));
    expect(await statuses(null)).toEqual([401, 401, 401]);
    expect(await statuses(stranger)).toEqual([200, 200, 200]);
    expect(await statuses(blocked)).toEqual([404, 404, 404]);
  });

  it('hides a suspended profile from everyone but its owner and admins', async () => {
    await ctx.database.db
      .update(profiles)
      .set({ status: 'suspended', visibility: 'public' })
      .where(eq(profiles.id, owner.profileId));
    expect(await statuses(null)).toEqual([404, 404, 404]);
    expect(await statuses(stranger)).toEqual([404, 404, 404]);
    expect(await statuses(admin)).toEqual([200, 200, 200]);
  });

  it('refuses the blocked member an endorsement write as if the profile did not exist', async () => {
    await ctx.database.db
      .update(profiles)
      .set({ status: 'active' })
      .where(eq(profiles.id, owner.profileId));
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/profiles/${owner.profileId}/endorsements`,
      headers: fromApp(blocked.cookie),
      payload: { skill: 'Go' },
    });
    expect(response.statusCode).toBe(404);
  });
});
