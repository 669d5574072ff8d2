import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, sessions } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { profileUpdateBody } from './profiles-test-support';

// Last active (docs/product.md#last-active): kept from the member's sessions, shown as a period
// on the profile and on cards, never as a time, and hidden when the member says so.
describe('last active', () => {
  const ctx = useTestApp();
  const kit = memberKit(ctx);
  let ada: Member;
  let bob: Member;

  const stampOf = async (member: Member) => {
    const [row] = await ctx.database.db
      .select({ at: profiles.lastActiveAt })
      .from(profiles)
      .where(eq(profiles.id, member.profileId));
    return row!.at;
  };
  const setStamp = (member: Member, daysAgo: number) =>
    ctx.database.db.execute(
      sql`update profiles set last_active_at = now() - make_interval(secs => ${daysAgo * 86_400})
          where id = ${member.profileId}`,
    );
  const seenBy = async (viewer: Member, member: Member) =>
    (await kit.as(viewer).get(`/api/profiles/${member.profileId}`)).json().profile.lastActive;
  const discoverCard = async (viewer: Member, member: Member) => {
    const page = (await kit.as(viewer).get(`/api/discover?q=${member.name}`)).json();
    return page.items.find((card: { id: string }) => card.id === member.profileId);
  };

  it('starts when a member signs up (their first session)', async () => {
    ada = await kit.member({ name: 'Ada Lastactive' });
    bob = await kit.member({ name: 'Bob Lastactive' });
    const stamp = await stampOf(ada);
    expect(stamp).toBeInstanceOf(Date);
    expect(Date.now() - stamp!.getTime()).toBeLessThan(60_000);
    expect(await seenBy(bob, ada)).toBe('today');
  });

  it('moves with the session stamp better-auth writes, and never backwards', async () => {
    await setStamp(ada, 3);
    const threeDaysAgo = await stampOf(ada);
    await ctx.database.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(sessions.userId, ada.userId));
    expect(await stampOf(ada)).toEqual(threeDaysAgo);
    await ctx.database.db
      .update(sessions)
      .set({ updatedAt: new Date() })
      .where(eq(sessions.userId, ada.userId));
    expect(await seenBy(bob, ada)).toBe('today');
  });

  it('is stamped by a request at most hourly (the session renewal), not by every request', async () => {
    const carol = await kit.member({ name: 'Carol Lastactive' });
    await setStamp(carol, 0.5);
    const halfADayAgo = await stampOf(carol);
    expect((await kit.as(carol).get('/api/profiles/me')).statusCode).toBe(200);
    expect(await stampOf(carol)).toEqual(halfADayAgo);

    // Last renewed two hours ago: the next request renews the session, which stamps the profile.
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await ctx.database.db
      .update(sessions)
      .set({ updatedAt: twoHoursAgo, expiresAt: new Date(twoHoursAgo.getTime() + 30 * 86_400_000) })
      .where(eq(sessions.userId, carol.userId));
    expect((await kit.as(carol).get('/api/profiles/me')).statusCode).toBe(200);
    expect(Date.now() - (await stampOf(carol))!.getTime()).toBeLessThan(60_000);
  });

  it('is a period on the profile and the discover card, never a time', async () => {
    for (const [days, period] of [
      [0.5, 'today'],
      [3, 'week'],
      [29, 'month'],
      [31, 'older'],
    ] as const) {
      await setStamp(ada, days);
      expect(await seenBy(bob, ada)).toBe(period);
      expect((await discoverCard(bob, ada)).lastActive).toBe(period);
    }
    const stamp = (await stampOf(ada))!.toISOString();
    const profile = await kit.as(bob).get(`/api/profiles/${ada.profileId}`);
    const discover = await kit.as(bob).get(`/api/discover?q=${ada.name}`);
    for (const body of [profile.body, discover.body]) {
      expect(body).not.toContain('lastActiveAt');
      expect(body).not.toContain(stamp.slice(0, 16));
    }
  });

  it('is hidden from others, on the profile and the cards, when the member says so', async () => {
    await setStamp(ada, 0);
    const hide = { showLocation: true, showEquityExpectation: true, showLastActive: false };
    const saved = await kit
      .as(ada)
      .put('/api/profiles/me', profileUpdateBody({ name: ada.name, visibilityDetails: hide }));
    expect(saved.statusCode).toBe(200);
    expect(await seenBy(bob, ada)).toBeNull();
    expect((await discoverCard(bob, ada)).lastActive).toBeNull();
    const own = (await kit.as(ada).get('/api/profiles/me')).json().profile;
    expect(own).toMatchObject({ lastActive: 'today', visibilityDetails: hide });
  });

  it('leaves a hidden location off the discover card too', async () => {
    const hidden = { showLocation: false, showEquityExpectation: true, showLastActive: true };
    await kit
      .as(ada)
      .put('/api/profiles/me', profileUpdateBody({ name: ada.name, visibilityDetails: hidden }));
    expect(await discoverCard(bob, ada)).toMatchObject({
      city: null,
      country: null,
      lastActive: 'today',
    });
    await kit.as(ada).put('/api/profiles/me', profileUpdateBody({ name: ada.name }));
    expect(await discoverCard(bob, ada)).toMatchObject({ city: 'Arlington', country: 'USA' });
  });

  it('is null for a member who never signed in', async () => {
    await ctx.database.db
      .update(profiles)
      .set({ lastActiveAt: null })
      .where(eq(profiles.id, ada.profileId));
    expect(await seenBy(bob, ada)).toBeNull();
  });
});
