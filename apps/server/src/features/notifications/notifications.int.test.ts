import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { connections, emailDigests, messages } from '../../db/schema';
import { outboxDirectory, readOutboxMails } from '../../mail';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';

const ctx = useTestApp();
const kit = memberKit(ctx);

const member = (name: string) => kit.member({ name: `${name} Tester` });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const digestsTo = async (email: string) =>
  (await readOutboxMails(outboxDirectory(ctx.dataDir))).filter(
    (mail) => mail.to === email && mail.subject.includes('on Cofound'),
  );
const settings = (who: Member | null) => kit.as(who).get('/api/notifications/settings');
const saveSettings = (who: Member, payload: object) =>
  kit.as(who).put('/api/notifications/settings', payload);
/** Pretends the member's last digest went out `minutes` ago. */
const lastSent = (who: Member, minutes: number) =>
  ctx.database.db
    .update(emailDigests)
    .set({ lastSentAt: minutesAgo(minutes) })
    .where(eq(emailDigests.userId, who.userId));

/** An unread message to `to`, sent `minutes` ago. */
const messageTo = (from: Member, to: Member, body: string, minutes: number) =>
  ctx.database.db.insert(messages).values({
    senderId: from.userId,
    receiverId: to.userId,
    body,
    createdAt: minutesAgo(minutes),
  });

let ann: Member;
let ben: Member;
let cat: Member;

beforeAll(async () => {
  ann = await member('ann');
  ben = await member('ben');
  cat = await member('cat');
});

describe('notification settings', () => {
  it('answers 401 signed out, defaults to hourly, saves a valid choice only', async () => {
    expect((await settings(null)).statusCode).toBe(401);
    expect((await settings(ann)).json()).toEqual({ emailDigest: 'hourly' });
    expect((await saveSettings(ann, { emailDigest: 'weekly' })).statusCode).toBe(400);
    expect((await saveSettings(ann, { emailDigest: 'daily' })).json()).toEqual({
      emailDigest: 'daily',
    });
    expect((await settings(ann)).json()).toEqual({ emailDigest: 'daily' });
    expect((await settings(ben)).json()).toEqual({ emailDigest: 'hourly' });
    await saveSettings(ann, { emailDigest: 'hourly' });
  });
});

describe('the mail digest', () => {
  it('mails requests and unread messages once per hour, never fresh ones or off', async () => {
    await ctx.database.db.insert(connections).values([
      { senderId: ben.userId, receiverId: ann.userId, createdAt: minutesAgo(30) },
      { senderId: cat.userId, receiverId: ann.userId, createdAt: minutesAgo(2) }, // too fresh
    ]);
    expect(await ctx.app.notifications.sendDueDigests()).toBe(1);
    const [mail] = await digestsTo(ann.email);
    expect(mail!.subject).toBe('You have 1 new connection request on Cofound');
    expect(mail!.text).toContain('Hi ann,');
    expect(mail!.links[0]).toMatch(/\/dashboard$/);

    // Within the hour: nothing more, however much arrives.
    await messageTo(ben, ann, 'Hello', 15);
    await ctx.database.db
      .update(connections)
      .set({ createdAt: minutesAgo(20) })
      .where(eq(connections.senderId, cat.userId));
    expect(await ctx.app.notifications.sendDueDigests()).toBe(0);

    // An hour later (Ben's request was in the first digest): only what is new since then.
    await ctx.database.db
      .update(connections)
      .set({ createdAt: minutesAgo(70) })
      .where(eq(connections.senderId, ben.userId));
    await lastSent(ann, 61);
    expect(await ctx.app.notifications.sendDueDigests()).toBe(1);
    const second = (await digestsTo(ann.email))[1]!;
    expect(second.subject).toBe(
      'You have 1 new connection request and 1 unread message on Cofound',
    );
    expect(second.links[0]).toMatch(/\/connections$/);

    // Nothing new since: no mail even when due.
    const before = minutesAgo(90);
    await ctx.database.db
      .update(connections)
      .set({ createdAt: before })
      .where(eq(connections.receiverId, ann.userId));
    await ctx.database.db
      .update(messages)
      .set({ createdAt: before })
      .where(eq(messages.receiverId, ann.userId));
    await lastSent(ann, 61);
    expect(await ctx.app.notifications.sendDueDigests()).toBe(0);
  });

  it('respects off and daily', async () => {
    await saveSettings(ben, { emailDigest: 'off' });
    await saveSettings(cat, { emailDigest: 'daily' });
    await ctx.database.db.insert(messages).values([
      { senderId: ann.userId, receiverId: ben.userId, body: 'Hi Ben', createdAt: minutesAgo(30) },
      { senderId: ann.userId, receiverId: cat.userId, body: 'Hi Cat', createdAt: minutesAgo(30) },
    ]);
    expect(await ctx.app.notifications.sendDueDigests()).toBe(1);
    expect(await digestsTo(ben.email)).toHaveLength(0);
    expect(await digestsTo(cat.email)).toHaveLength(1);
    await messageTo(ann, cat, 'Again', 20);
    await lastSent(cat, 120);
    expect(await ctx.app.notifications.sendDueDigests()).toBe(0);
    await lastSent(cat, 24 * 60 + 1);
    expect(await ctx.app.notifications.sendDueDigests()).toBe(1);
  });

  it('sends nothing once the server is stopping, and the member is still due at the next run', async () => {
    const eve = await member('eve');
    await messageTo(ann, eve, 'Stopping', 30);
    const stopping = new AbortController();
    stopping.abort();
    expect(await ctx.app.notifications.sendDueDigests(stopping.signal)).toBe(0);
    expect(await digestsTo(eve.email)).toHaveLength(0);
    expect(await ctx.app.notifications.sendDueDigests()).toBeGreaterThanOrEqual(1);
    expect(await digestsTo(eve.email)).toHaveLength(1);
  });

  it('sends one mail when several runs race', async () => {
    const dee = await member('dee');
    await messageTo(ann, dee, 'Race', 30);
    const runs = await Promise.all([1, 2, 3, 4].map(() => ctx.app.notifications.sendDueDigests()));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await digestsTo(dee.email)).toHaveLength(1);
    const [row] = await ctx.database.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from email_digests where user_id = ${dee.userId}`,
      )
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(row!.n).toBe(1);
  });
});
