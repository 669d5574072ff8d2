import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { connections, profiles, reputationScores } from '../../db/schema';
import { fromApp, signUpMember } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

type Member = { cookie: string; userId: string; profileId: string };
const ctx = useTestApp();

async function member(email: string): Promise<Member> {
  const signed = await signUpMember(ctx.app, { email, name: email.split('@')[0] });
  return { ...signed };
}
const send = (from: Member, to: Member) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/connections',
    headers: fromApp(from.cookie),
    payload: { profileId: to.profileId },
  });
const usage = (who: Member) =>
  ctx.app
    .inject({ method: 'GET', url: '/api/connections/usage', headers: fromApp(who.cookie) })
    .then((response) => response.json());

let free: Member;
let targets: Member[];

beforeAll(async () => {
  free = await member('free@example.com');
  targets = [];
  for (let i = 0; i < 8; i += 1) targets.push(await member(`target${i}@example.com`));
});

describe('the free plan: 5 connection requests per calendar month (UTC)', () => {
  it('refuses the 6th with LIMIT_REACHED and allows it once the month has turned', async () => {
    for (const target of targets.slice(0, 5))
      expect((await send(free, target)).statusCode).toBe(201);
    expect(await usage(free)).toMatchObject({ plan: 'free', used: 5, limit: 5 });
    const sixth = await send(free, targets[5]!);
    expect(sixth.statusCode).toBe(402);
    expect(sixth.json().error).toMatchObject({
      code: 'LIMIT_REACHED',
      message: expect.stringContaining('Upgrade to Pro'),
    });
    const pending = await ctx.database.db
      .select()
      .from(connections)
      .where(eq(connections.senderId, free.userId));
    expect(pending).toHaveLength(5);

    // The five were sent last month: this is the 1st request of the new month.
    const lastMonth = new Date();
    lastMonth.setUTCDate(0);
    await ctx.database.db
      .update(connections)
      .set({ createdAt: lastMonth })
      .where(eq(connections.senderId, free.userId));
    expect(await usage(free)).toMatchObject({ used: 0 });
    expect((await send(free, targets[5]!)).statusCode).toBe(201);
  });

  it('does not count requests created by mutual likes', async () => {
    const liker = await member('liker@example.com');
    for (const target of targets.slice(0, 5)) await send(liker, target);
    const other = targets[6]!;
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/matching/decisions/${liker.profileId}`,
      headers: fromApp(other.cookie),
      payload: { liked: true },
    });
    const mutual = await ctx.app.inject({
      method: 'PUT',
      url: `/api/matching/decisions/${other.profileId}`,
      headers: fromApp(liker.cookie),
      payload: { liked: true },
    });
    expect(mutual.json().connection).toMatchObject({ status: 'pending', createdByThis: true });
    expect(await usage(liker)).toMatchObject({ used: 5 });
  });

  it('lets Pro and Business members send without limit, but not an expired premium', async () => {
    const pro = await member('pro@example.com');
    await ctx.database.db
      .update(profiles)
      .set({ isPremium: true, premiumUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(profiles.userId, pro.userId));
    for (const target of targets.slice(0, 7))
      expect((await send(pro, target)).statusCode).toBe(201);
    expect(await usage(pro)).toMatchObject({ plan: 'pro', used: 7, limit: null });

    const expired = await member('expired@example.com');
    await ctx.database.db
      .update(profiles)
      .set({
        isPremium: true,
        premiumUntil: new Date(Date.now() - 1000),
        currentPlanId: 'business',
      })
      .where(eq(profiles.userId, expired.userId));
    expect(await usage(expired)).toMatchObject({ plan: 'free', limit: 5 });
  });

  it('holds the limit when a free member sends several at once', async () => {
    const racer = await member('racer@example.com');
    const results = await Promise.all(targets.slice(0, 8).map((target) => send(racer, target)));
    const created = results.filter((response) => response.statusCode === 201);
    expect(created).toHaveLength(5);
    expect(results.filter((response) => response.statusCode === 402)).toHaveLength(3);
  });
});

describe('GET /api/connections and DELETE /api/connections/:id', () => {
  it('lists accepted connections with search; either side removes one, reputation follows', async () => {
    const a = await member('list-a@example.com');
    const b = await member('list-b@example.com');
    const c = await member('list-c@example.com');
    const sent = (await send(a, b)).json().id as string;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/connections/${sent}/accept`,
      headers: fromApp(b.cookie),
    });
    await send(a, c); // pending: not listed
    const list = async (who: Member, q = '') =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/connections${q}`,
          headers: fromApp(who.cookie),
        })
      ).json();
    const listed = await list(a);
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toMatchObject({
      id: sent,
      peer: { profileId: b.profileId, name: 'list-b' },
      lastMessage: null,
      unreadCount: 0,
    });
    expect((await list(a, '?q=list-b')).items).toHaveLength(1);
    expect((await list(a, '?q=nobody')).items).toHaveLength(0);
    expect((await list(c)).items).toHaveLength(0);

    const score = async (who: Member) =>
      (
        await ctx.database.db
          .select({ total: reputationScores.totalScore })
          .from(reputationScores)
          .where(eq(reputationScores.profileId, who.profileId))
      )[0]!.total;
    expect(await score(a)).toBe(10);
    const remove = (who: Member) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/connections/${sent}`,
        headers: fromApp(who.cookie),
      });
    expect((await remove(c)).statusCode).toBe(404);
    expect((await remove(b)).statusCode).toBe(204);
    expect((await remove(a)).statusCode).toBe(404);
    expect(await score(a)).toBe(0);
    expect(await score(b)).toBe(0);
    const rows = await ctx.database.db
      .select()
      .from(connections)
      .where(and(eq(connections.senderId, a.userId), eq(connections.receiverId, b.userId)));
    expect(rows).toHaveLength(0);
  });
});
