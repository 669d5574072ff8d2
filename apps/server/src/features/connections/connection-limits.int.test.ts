import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { connections, reputationScores } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';

const ctx = useTestApp();
const kit = memberKit(ctx);

const member = (name: string) => kit.member({ name });
const send = (from: Member, to: Member) =>
  kit.as(from).post('/api/connections', { profileId: to.profileId });
const usage = (who: Member) =>
  kit
    .as(who)
    .get('/api/connections/usage')
    .then((response) => response.json());

let free: Member;
let targets: Member[];

beforeAll(async () => {
  free = await member('free');
  targets = [];
  for (let i = 0; i < 8; i += 1) targets.push(await member(`target${i}`));
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
    const liker = await member('liker');
    for (const target of targets.slice(0, 5)) await send(liker, target);
    const other = targets[6]!;
    await kit.as(other).put(`/api/matching/decisions/${liker.profileId}`, { liked: true });
    const mutual = await kit
      .as(liker)
      .put(`/api/matching/decisions/${other.profileId}`, { liked: true });
    expect(mutual.json().connection).toMatchObject({ status: 'pending', createdByThis: true });
    expect(await usage(liker)).toMatchObject({ used: 5 });
  });

  it('lets Pro and Business members send without limit, but not an expired premium', async () => {
    const pro = await member('pro');
    await kit.updateProfile(pro, {
      isPremium: true,
      premiumUntil: new Date(Date.now() + 86_400_000),
    });
    for (const target of targets.slice(0, 7))
      expect((await send(pro, target)).statusCode).toBe(201);
    expect(await usage(pro)).toMatchObject({ plan: 'pro', used: 7, limit: null });

    const expired = await member('expired');
    await kit.updateProfile(expired, {
      isPremium: true,
      premiumUntil: new Date(Date.now() - 1000),
      currentPlanId: 'business',
    });
    expect(await usage(expired)).toMatchObject({ plan: 'free', limit: 5 });
  });

  it('holds the limit when a free member sends several at once', async () => {
    const racer = await member('racer');
    const results = await Promise.all(targets.slice(0, 8).map((target) => send(racer, target)));
    const created = results.filter((response) => response.statusCode === 201);
    expect(created).toHaveLength(5);
    expect(results.filter((response) => response.statusCode === 402)).toHaveLength(3);
  });
});

describe('GET /api/connections and DELETE /api/connections/:id', () => {
  it('lists accepted connections with search; either side removes one, reputation follows', async () => {
    const a = await member('list-a');
    const b = await member('list-b');
    const c = await member('list-c');
    const sent = (await send(a, b)).json().id as string;
    await kit.as(b).post(`/api/connections/${sent}/accept`);
    await send(a, c); // pending: not listed
    const list = async (who: Member, q = '') =>
      (await kit.as(who).get(`/api/connections${q}`)).json();
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
    const remove = (who: Member) => kit.as(who).del(`/api/connections/${sent}`);
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
