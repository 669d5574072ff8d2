import { beforeAll, describe, expect, it } from 'vitest';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { makeAdmin } from './profiles-test-support';

/** Everything attached to a profile answers exactly as the profile page does. */
const ctx = useTestApp();
const kit = memberKit(ctx);

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
  const answers = await Promise.all(attached(owner.profileId).map((url) => kit.as(who).get(url)));
  return answers.map((answer) => answer.statusCode);
}

beforeAll(async () => {
  owner = await kit.member({ name: 'Owner' });
  blocked = await kit.member({ name: 'Blocked' });
  stranger = await kit.member({ name: 'Stranger' });
  admin = await kit.member({ name: 'Admin' });
  await makeAdmin(ctx.database.db, admin.userId);
  const block = await kit.as(owner).post('/api/blocks', { profileId: blocked.profileId });
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
    await kit.updateProfile(owner, { visibility: 'members' });
    expect(await statuses(null)).toEqual([401, 401, 401]);
    expect(await statuses(stranger)).toEqual([200, 200, 200]);
    expect(await statuses(blocked)).toEqual([404, 404, 404]);
  });

  it('hides a suspended profile from everyone but its owner and admins', async () => {
    await kit.updateProfile(owner, { status: 'suspended', visibility: 'public' });
    expect(await statuses(null)).toEqual([404, 404, 404]);
    expect(await statuses(stranger)).toEqual([404, 404, 404]);
    expect(await statuses(admin)).toEqual([200, 200, 200]);
  });

  it('refuses the blocked member an endorsement write as if the profile did not exist', async () => {
    await kit.updateProfile(owner, { status: 'active' });
    const response = await kit
      .as(blocked)
      .post(`/api/profiles/${owner.profileId}/endorsements`, { skill: 'Go' });
    expect(response.statusCode).toBe(404);
  });
});
