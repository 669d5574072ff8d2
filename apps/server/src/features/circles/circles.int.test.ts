import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { circleMessages } from '@cofound/shared/circles/circles.messages';
import type { Circle } from '@cofound/shared/circles/circles.schemas';
import { circleMembers, founderCircles } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { circlesTestKit } from './circles-test-kit';

const ctx = useTestApp();
const kit = memberKit(ctx);

let moderator: Member;
let other: Member;
let admin: Member;

const { form, propose, circleOf, join, circlesSeen, membersOf, counts } = circlesTestKit(
  ctx,
  kit,
  () => admin,
);

beforeAll(async () => {
  moderator = await kit.member({ name: 'Moderator', profile: { title: 'Founder' } });
  other = await kit.member({ name: 'Other' });
  admin = await kit.member({ name: 'Admin', profile: { role: 'admin' } });
});

describe('creating, proposing and reviewing circles', () => {
  it("opens an admin's circle at once, with the admin as its moderator (never listed)", async () => {
    const body = form({ isPrivate: true });
    const response = await kit.as(admin).post('/api/circles', body);
    expect(response.statusCode).toBe(201);
    const circle = response.json() as Circle;
    expect(circle).toMatchObject({
      ...body,
      status: 'active',
      membersCount: 1,
      membership: 'moderator',
      viewerCanModerate: true,
      viewerCanRead: true,
      imageUrl: null,
    });
    expect(await counts(circle.id)).toEqual({ membersCount: 1, active: 1, pending: 0 });
    const seen = await kit.as(other).get(`/api/circles/${circle.id}`);
    expect(seen.json()).toMatchObject({
      membership: 'none',
      viewerCanModerate: false,
      viewerCanRead: false,
    });
    expect(await membersOf(admin, circle.id)).toEqual([]);
  });

  it('keeps a proposal to its proposer and admins until an admin approves it', async () => {
    const token = `proposal${Date.now()}`;
    const proposal = await propose(moderator, { name: `${token} Robotics` });
    expect(proposal).toMatchObject({
      status: 'proposed',
      membersCount: 0,
      membership: 'none',
      viewerCanModerate: false,
    });
    expect(await counts(proposal.id)).toEqual({ membersCount: 0, active: 0, pending: 0 });
    for (const who of [other, null]) {
      const hidden = await kit.as(who).get(`/api/circles/${proposal.id}`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error.message).toBe(circleMessages.notFound);
    }
    for (const who of [moderator, admin, other, null]) {
      expect(await circlesSeen(who, `q=${token}`)).toEqual([]);
    }
    expect((await kit.as(admin).get(`/api/circles/${proposal.id}`)).statusCode).toBe(200);
    const ids = async (who: Member) =>
      ((await kit.as(who).get('/api/circles/proposals')).json().items as Circle[]).map(
        (item) => item.id,
      );
    expect(await ids(moderator)).toContain(proposal.id);
    expect(await ids(other)).not.toContain(proposal.id);
    expect(await ids(admin)).toContain(proposal.id);
    const early = await kit.as(other).put(`/api/circles/${proposal.id}/membership`);
    expect(early.statusCode).toBe(404);

    const approved = await kit
      .as(admin)
      .post(`/api/circles/${proposal.id}/review`, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'active', membersCount: 1 });
    const [listed] = await circlesSeen(other, `q=${token}`);
    expect(listed).toMatchObject({ id: proposal.id, membership: 'none' });
    const own = await kit.as(moderator).get(`/api/circles/${proposal.id}`);
    expect(own.json()).toMatchObject({ membership: 'moderator', viewerCanModerate: true });
    expect(await ids(moderator)).not.toContain(proposal.id);
    const members = await membersOf(null, proposal.id);
    expect(members).toMatchObject([
      { role: 'moderator', member: { profileId: moderator.profileId, name: 'Moderator' } },
    ]);
    expect(await counts(proposal.id)).toEqual({ membersCount: 1, active: 1, pending: 0 });

    const again = await kit
      .as(admin)
      .post(`/api/circles/${proposal.id}/review`, { decision: 'decline' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(circleMessages.notProposed);
    const missing = await kit
      .as(admin)
      .post(`/api/circles/${randomUUID()}/review`, { decision: 'approve' });
    expect(missing.statusCode).toBe(404);
  });

  it('declines a proposal: it never opens, and only its proposer and admins still see it', async () => {
    const proposal = await propose(moderator);
    const declined = await kit
      .as(admin)
      .post(`/api/circles/${proposal.id}/review`, { decision: 'decline' });
    expect(declined.json()).toMatchObject({ status: 'declined', membersCount: 0 });
    expect((await kit.as(other).get(`/api/circles/${proposal.id}`)).statusCode).toBe(404);
    const own = await kit.as(moderator).get(`/api/circles/${proposal.id}`);
    expect(own.json()).toMatchObject({ status: 'declined' });
    const proposals = (await kit.as(admin).get('/api/circles/proposals')).json().items as Circle[];
    expect(proposals.map((item) => item.id)).not.toContain(proposal.id);
    expect(await counts(proposal.id)).toEqual({ membersCount: 0, active: 0, pending: 0 });
  });

  it('refuses a name another circle has, in any case, with 409', async () => {
    const first = await circleOf(moderator);
    for (const who of [other, admin]) {
      const taken = await kit.as(who).post('/api/circles', {
        ...form(),
        name: `  ${first.name.toUpperCase()} `,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.message).toBe(circleMessages.nameTaken);
    }
    const second = await circleOf(moderator);
    const renamed = await kit
      .as(admin)
      .put(`/api/circles/${second.id}`, { ...form(), name: first.name.toLowerCase() });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.message).toBe(circleMessages.nameTaken);
  });

  it('refuses an incomplete form with the field messages', async () => {
    const response = await kit
      .as(other)
      .post('/api/circles', { name: ' ', industry: 'gardening', description: '' });
    expect(response.statusCode).toBe(400);
    const text = JSON.stringify(response.json());
    expect(text).toContain(circleMessages.nameRequired);
    expect(text).toContain(circleMessages.industryRequired);
    expect(text).toContain(circleMessages.descriptionRequired);
  });

  it('lets admins edit and delete a circle with its members; its moderator may not', async () => {
    const circle = await circleOf(moderator);
    await join(other, circle.id);
    const change = form({ industry: 'fintech', isPrivate: true });
    const refused = await kit.as(moderator).put(`/api/circles/${circle.id}`, change);
    expect(refused.statusCode).toBe(403);
    const edited = await kit.as(admin).put(`/api/circles/${circle.id}`, change);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ ...change, membersCount: 2, membership: 'none' });
    expect((await kit.as(moderator).del(`/api/circles/${circle.id}`)).statusCode).toBe(403);
    expect((await kit.as(admin).del(`/api/circles/${circle.id}`)).statusCode).toBe(204);
    expect((await kit.as(admin).get(`/api/circles/${circle.id}`)).statusCode).toBe(404);
    expect((await kit.as(admin).del(`/api/circles/${circle.id}`)).statusCode).toBe(404);
    expect((await kit.as(admin).put(`/api/circles/${circle.id}`, form())).statusCode).toBe(404);
    expect(await counts(circle.id).catch(() => null)).toBeNull();
    const rows = await ctx.database.db
      .select()
      .from(circleMembers)
      .where(eq(circleMembers.circleId, circle.id));
    expect(rows).toEqual([]);
  });

  it("answers 400 'Invalid circle ID' for a malformed id", async () => {
    const response = await kit.as(null).get('/api/circles/not-an-id');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(circleMessages.invalidId);
  });
});

describe('the grid: search, filters and paging', () => {
  it('searches names and descriptions word by word, LIKE wildcards taken literally', async () => {
    const token = `searchtoken${Date.now()}`;
    await circleOf(moderator, { name: `${token} Solar 100%`, description: 'For renters' });
    await circleOf(moderator, {
      name: `${token} Compost`,
      description: 'Food waste to SOLAR-free soil',
    });
    await circleOf(moderator, { name: `${token} Other_one`, description: 'Nothing here' });
    const names = async (q: string) =>
      (await circlesSeen(null, `q=${encodeURIComponent(q)}`)).map((item) => item.name);
    expect(await names(`${token} solar`)).toEqual([`${token} Compost`, `${token} Solar 100%`]);
    expect(await names(`${token} 100%`)).toEqual([`${token} Solar 100%`]);
    expect(await names(`${token} 1_0`)).toEqual([]);
    expect(await names(`${token} r_o`)).toEqual([`${token} Other_one`]);
    expect(await names(`${token} %`)).toEqual([`${token} Solar 100%`]);
    expect(await names(`${token} _`)).toEqual([`${token} Other_one`]);
  });

  it('filters by industry and shows where the viewer stands in each', async () => {
    const token = `filtertoken${Date.now()}`;
    const open = await circleOf(moderator, { name: `${token} a`, industry: 'edtech' });
    const closed = await circleOf(moderator, {
      name: `${token} b`,
      industry: 'edtech',
      isPrivate: true,
    });
    await circleOf(moderator, { name: `${token} c`, industry: 'cleantech' });
    await join(other, open.id);
    await join(other, closed.id);
    const stand = async (who: Member | null, query: string) =>
      (await circlesSeen(who, `q=${token}&${query}`)).map((item) => [
        item.name,
        item.membership,
        item.viewerCanModerate,
      ]);
    expect(await stand(other, 'industry=edtech')).toEqual([
      [`${token} a`, 'member', false],
      [`${token} b`, 'pending', false],
    ]);
    expect(await stand(moderator, 'industry=cleantech')).toEqual([
      [`${token} c`, 'moderator', true],
    ]);
    expect(await stand(admin, 'industry=edtech')).toEqual([
      [`${token} a`, 'none', true],
      [`${token} b`, 'none', true],
    ]);
    expect(await stand(other, 'joined=true')).toEqual([[`${token} a`, 'member', false]]);
    expect(await stand(null, 'industry=edtech')).toEqual([
      [`${token} a`, 'none', false],
      [`${token} b`, 'none', false],
    ]);
  });

  it('pages by name, case-insensitively, without dupes or misses, also with long names', async () => {
    const token = `pagetoken${Date.now()}`;
    const names = [
      `${token} beta`,
      `${token} Alpha`,
      `${token} alpha two`,
      `${token} Gamma`,
      `${token} delta`,
      // Long names in a script of 3 bytes a character, too long for a cursor of their own.
      `${token} ${'創業者'.repeat(19)}`,
      `${token} ${'創業者'.repeat(18)}仲間`,
    ];
    const ids = new Map<string, string>();
    for (const name of names) ids.set(name, (await circleOf(moderator, { name })).id);
    // Equal lower-cased names cannot exist: the order is by name, then id.
    const expected = [...names].sort((a, b) =>
      a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0,
    );
    const byDatabase = await ctx.database.db
      .select({ name: founderCircles.name })
      .from(founderCircles)
      .where(sql`${founderCircles.name} like ${`${token}%`}`)
      .orderBy(sql`lower(${founderCircles.name})`, founderCircles.id);
    expect(byDatabase.map((row) => row.name)).toEqual(expected);
    for (const limit of [1, 2, 3, 50]) {
      const seen = (await circlesSeen(other, `q=${token}`, limit)).map((item) => item.name);
      expect(seen, `by ${limit}`).toEqual(expected);
    }
  });

  it('answers a bad cursor with 400 and the message', async () => {
    for (const bad of ['nonsense', Buffer.from('["x","not-a-uuid"]').toString('base64url')]) {
      const response = await kit.as(null).get(`/api/circles?cursor=${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(circleMessages.invalidCursor);
    }
  });
});
