import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connections, profiles, profileViews } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { makeAdmin, profileUpdateBody } from './profiles-test-support';

const PRIVATE_KEYS = [
  'email',
  'visibilityDetails',
  'isPremium',
  'premiumUntil',
  'currentPlanId',
  'referralCode',
  'status',
  'role',
  'userId',
];

describe('profiles API', () => {
  const ctx = useTestApp();
  const kit = memberKit(ctx);
  let owner: Member;
  let other: Member;
  let admin: Member;

  const put = (member: Member | null, body: unknown) =>
    kit.as(member).put('/api/profiles/me', body as Record<string, unknown>);
  const get = (url: string, member: Member | null) => kit.as(member).get(url);
  const row = async (profileId: string) => {
    const [found] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, profileId));
    return found;
  };

  it('sets up three members', async () => {
    owner = await kit.member({ email: 'owner@example.com' });
    other = await kit.member({ email: 'other@example.com' });
    admin = await kit.member({ email: 'admin@example.com' });
    await makeAdmin(ctx.database.db, admin.userId);
  });

  it('answers 401 on the me routes without a session', async () => {
    expect((await get('/api/profiles/me', null)).statusCode).toBe(401);
    expect((await put(null, profileUpdateBody())).statusCode).toBe(401);
  });

  it('GET me answers the own profile with private fields', async () => {
    const response = await get('/api/profiles/me', owner);
    expect(response.statusCode).toBe(200);
    const { profile } = response.json();
    expect(profile).toMatchObject({
      id: owner.profileId,
      email: 'owner@example.com',
      role: 'user',
      status: 'active',
      isPremium: false,
      visibility: 'public',
    });
    expect(profile.referralCode).toMatch(/^[A-Z0-9]+$/);
  });

  it('PUT me saves every field, cleaned', async () => {
    const response = await put(
      owner,
      profileUpdateBody({ skills: [' DevOps ', 'devops', 'Go', ''], experience: 'oops' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      name: 'Grace Hopper',
      skills: ['DevOps', 'Go'],
      experience: 0,
      timeZone: 'America/New_York',
      commitment: 'full_time_now',
      equityExpectation: 'equal_split',
    });
    const stored = await row(owner.profileId);
    expect(stored?.searchText).toContain('grace hopper');
  });

  it('PUT me answers field errors for invalid input', async () => {
    const response = await put(
      owner,
      profileUpdateBody({ name: ' ', experience: -2, timeZone: 'Nowhere/Land' }),
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fieldErrors)).toEqual(
      expect.arrayContaining(['name', 'experience', 'timeZone']),
    );
  });

  it.each([
    ['role', 'admin'],
    ['status', 'banned'],
    ['is_premium', true],
    ['isPremium', true],
    ['premium_until', '2099-01-01T00:00:00Z'],
    ['premiumUntil', '2099-01-01T00:00:00Z'],
    ['current_plan_id', 'business'],
    ['currentPlanId', 'business'],
    ['referral_code', 'HACKED01'],
    ['referralCode', 'HACKED01'],
    ['email', 'evil@example.com'],
    ['user_id', 'someone-else'],
    ['userId', 'someone-else'],
    ['linkedinVerified', true],
    ['github_verified', true],
    ['imageUrl', 'https://evil.example/x.png'],
  ])('PUT me cannot set %s', async (key, value) => {
    const before = await row(owner.profileId);
    const response = await put(owner, { ...profileUpdateBody({ name: 'Changed' }), [key]: value });
    expect(response.statusCode).toBe(400);
    const after = await row(owner.profileId);
    expect(after).toEqual(before);
  });

  it('another member cannot change your profile, even naming your ids in the body', async () => {
    const before = await row(owner.profileId);
    for (const extra of [
      { id: owner.profileId },
      { userId: owner.userId },
      { profileId: owner.profileId },
    ]) {
      const response = await put(other, { ...profileUpdateBody({ name: 'Hijacked' }), ...extra });
      expect(response.statusCode).toBe(400);
    }
    // A valid body only ever changes the caller's own profile.
    expect((await put(other, profileUpdateBody({ name: 'Other Person' }))).statusCode).toBe(200);
    expect(await row(owner.profileId)).toEqual(before);
    expect((await row(other.profileId))?.name).toBe('Other Person');
    const asOther = kit.as(other);
    for (const write of [asOther.put, asOther.patch, asOther.del]) {
      const response = await write(
        `/api/profiles/${owner.profileId}`,
        profileUpdateBody({ name: 'Hijacked' }),
      );
      expect(response.statusCode).toBe(404);
    }
    expect((await row(owner.profileId))?.name).toBe('Grace Hopper');
  });

  it('GET :id gives other members and visitors the public fields only', async () => {
    for (const viewer of [other, null]) {
      const response = await get(`/api/profiles/${owner.profileId}`, viewer);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.view).toBe('public');
      expect(body.profile).toMatchObject({ name: 'Grace Hopper', city: 'Arlington' });
      for (const key of PRIVATE_KEYS) expect(body.profile).not.toHaveProperty(key);
      expect(response.body).not.toContain('owner@example.com');
    }
  });

  it('GET :id gives the owner and admins the private fields', async () => {
    const own = (await get(`/api/profiles/${owner.profileId}`, owner)).json();
    expect(own.view).toBe('own');
    expect(own.profile.email).toBe('owner@example.com');
    const asAdmin = (await get(`/api/profiles/${owner.profileId}`, admin)).json();
    expect(asAdmin.view).toBe('admin');
    expect(asAdmin.profile).toMatchObject({ email: 'owner@example.com', isPremium: false });
  });

  it('hides location and equity when the member says so', async () => {
    await put(
      owner,
      profileUpdateBody({
        visibilityDetails: { showLocation: false, showEquityExpectation: false },
      }),
    );
    const body = (await get(`/api/profiles/${owner.profileId}`, other)).json();
    expect(body.profile).toMatchObject({ city: null, country: null, equityExpectation: null });
    const own = (await get('/api/profiles/me', owner)).json();
    expect(own.profile).toMatchObject({ city: 'Arlington', equityExpectation: 'equal_split' });
    await put(owner, profileUpdateBody());
  });

  it('asks visitors to sign in for a members-only profile', async () => {
    await put(owner, profileUpdateBody({ visibility: 'members' }));
    expect((await get(`/api/profiles/${owner.profileId}`, null)).statusCode).toBe(401);
    expect((await get(`/api/profiles/${owner.profileId}`, other)).statusCode).toBe(200);
    await put(owner, profileUpdateBody());
  });

  it('answers 404 Profile not found for unknown, malformed and suspended profiles', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'demo', '..%2F..%2Fetc']) {
      const response = await get(`/api/profiles/${id}`, other);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Profile not found');
    }
    await kit.suspend(other);
    const hidden = await get(`/api/profiles/${other.profileId}`, owner);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe('Profile not found');
    const asAdmin = await get(`/api/profiles/${other.profileId}`, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().profile.status).toBe('suspended');
    await kit.updateProfile(other, { status: 'active' });
  });

  it('answers the viewer’s connection state', async () => {
    const stateOf = async (id: string, viewer: Member | null) =>
      (await get(`/api/profiles/${id}`, viewer)).json().connectionState;
    expect(await stateOf(owner.profileId, owner)).toBe('self');
    expect(await stateOf(owner.profileId, null)).toBe('none');
    expect(await stateOf(owner.profileId, other)).toBe('none');
    await kit.connect(other, owner, 'pending');
    expect(await stateOf(owner.profileId, other)).toBe('pending_sent');
    expect(await stateOf(other.profileId, owner)).toBe('pending_received');
    await ctx.database.db.update(connections).set({ status: 'accepted' });
    expect(await stateOf(other.profileId, owner)).toBe('connected');
    await ctx.database.db.delete(connections);
  });

  it('records one view per viewer, profile and day; never the owner’s own', async () => {
    await ctx.database.db.delete(profileViews);
    await get(`/api/profiles/${owner.profileId}`, other);
    await get(`/api/profiles/${owner.profileId}`, other);
    await get(`/api/profiles/${owner.profileId}`, owner);
    await get(`/api/profiles/${owner.profileId}`, null);
    const views = await ctx.database.db.select().from(profileViews);
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ profileId: owner.profileId, viewerId: other.userId });
  });
});
