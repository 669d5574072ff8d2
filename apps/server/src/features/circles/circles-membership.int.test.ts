import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { circleMessages } from '@cofound/shared/circles/circles.messages';
import type { CircleMember } from '@cofound/shared/circles/circles.schemas';
import { founderCircles } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { circlesTestKit } from './circles-test-kit';

const ctx = useTestApp();
const kit = memberKit(ctx);

let moderator: Member;
let other: Member;
let admin: Member;

const { form, circleOf, join, circlesSeen, membersOf, counts } = circlesTestKit(
  ctx,
  kit,
  () => admin,
);

beforeAll(async () => {
  moderator = await kit.member({ name: 'Moderator', profile: { title: 'Founder' } });
  other = await kit.member({ name: 'Other' });
  admin = await kit.member({ name: 'Admin', profile: { role: 'admin' } });
});

describe('joining and leaving', () => {
  it('joins a public circle at once and leaves it, both idempotent', async () => {
    const circle = await circleOf(moderator);
    expect(await join(other, circle.id)).toEqual({ membership: 'member', membersCount: 2 });
    expect(await join(other, circle.id)).toEqual({ membership: 'member', membersCount: 2 });
    expect(await join(moderator, circle.id)).toEqual({ membership: 'moderator', membersCount: 2 });
    const seen = await kit.as(other).get(`/api/circles/${circle.id}`);
    expect(seen.json()).toMatchObject({ membership: 'member', viewerCanModerate: false });
    const mine = await circlesSeen(other, 'joined=true');
    expect(mine.map((item) => item.id)).toContain(circle.id);

    for (let time = 0; time < 2; time += 1) {
      const left = await kit.as(other).del(`/api/circles/${circle.id}/membership`);
      expect(left.statusCode).toBe(200);
      expect(left.json()).toEqual({ membership: 'none', membersCount: 1 });
    }
    expect((await circlesSeen(other, 'joined=true')).map((item) => item.id)).not.toContain(
      circle.id,
    );
    expect(await circlesSeen(null, 'joined=true')).toEqual([]);
    const unknown = await kit.as(other).put(`/api/circles/${randomUUID()}/membership`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(circleMessages.notFound);
  });

  describe('at once', () => {
    const joiners: Member[] = [];

    beforeAll(async () => {
      for (let index = 0; index < 20; index += 1) joiners.push(await kit.member());
    });

    it('counts 20 members joining at once as 20, and all leaving as 0', async () => {
      const created = await kit.as(admin).post('/api/circles', form());
      const circleId = created.json().id as string;
      await kit.as(admin).del(`/api/circles/${circleId}/membership`);
      expect(await counts(circleId)).toEqual({ membersCount: 0, active: 0, pending: 0 });

      const joined = await Promise.all(
        joiners.map((who) => kit.as(who).put(`/api/circles/${circleId}/membership`)),
      );
      expect(joined.map((response) => response.statusCode)).toEqual(joiners.map(() => 200));
      expect(Math.max(...joined.map((response) => response.json().membersCount as number))).toBe(
        20,
      );
      expect(await counts(circleId)).toEqual({ membersCount: 20, active: 20, pending: 0 });
      expect((await kit.as(null).get(`/api/circles/${circleId}`)).json().membersCount).toBe(20);

      const twice = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          index % 2 === 0
            ? kit.as(joiners[0]!).put(`/api/circles/${circleId}/membership`)
            : kit.as(joiners[0]!).del(`/api/circles/${circleId}/membership`),
        ),
      );
      expect(twice.every((response) => response.statusCode === 200)).toBe(true);
      const after = await counts(circleId);
      expect(after.membersCount).toBe(after.active);

      await Promise.all(
        joiners.map((who) => kit.as(who).del(`/api/circles/${circleId}/membership`)),
      );
      expect(await counts(circleId)).toEqual({ membersCount: 0, active: 0, pending: 0 });
    });
  });

  it('asks to join a private circle: pending until a moderator accepts it', async () => {
    const circle = await circleOf(moderator, { isPrivate: true });
    const asker = await kit.member({ name: 'Asker' });
    expect(await join(asker, circle.id)).toEqual({ membership: 'pending', membersCount: 1 });
    expect(await join(asker, circle.id)).toEqual({ membership: 'pending', membersCount: 1 });
    expect(await counts(circle.id)).toEqual({ membersCount: 1, active: 1, pending: 1 });
    const waiting = await kit.as(asker).get(`/api/circles/${circle.id}`);
    expect(waiting.json()).toMatchObject({ membership: 'pending', viewerCanRead: false });
    const closed = await kit.as(asker).get(`/api/circles/${circle.id}/members`);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error.message).toBe(circleMessages.membersOnly);
    expect((await circlesSeen(asker, 'joined=true')).map((item) => item.id)).not.toContain(
      circle.id,
    );

    // Another member, and the asker themselves, may not let anyone in.
    await join(other, circle.id);
    for (const who of [other, asker]) {
      const refused = await kit
        .as(who)
        .put(`/api/circles/${circle.id}/requests/${asker.profileId}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(circleMessages.notModerator);
      expect((await kit.as(who).get(`/api/circles/${circle.id}/requests`)).statusCode).toBe(403);
    }
    const requests = await kit.as(moderator).get(`/api/circles/${circle.id}/requests`);
    expect(requests.statusCode).toBe(200);
    expect(requests.json().items).toMatchObject([
      { member: { profileId: asker.profileId, name: 'Asker' } },
      { member: { profileId: other.profileId } },
    ]);

    const accepted = await kit
      .as(moderator)
      .put(`/api/circles/${circle.id}/requests/${asker.profileId}`);
    expect(accepted.statusCode).toBe(204);
    expect(await counts(circle.id)).toEqual({ membersCount: 2, active: 2, pending: 1 });
    const member = await kit.as(asker).get(`/api/circles/${circle.id}`);
    expect(member.json()).toMatchObject({
      membership: 'member',
      viewerCanRead: true,
      membersCount: 2,
    });
    expect((await kit.as(asker).get(`/api/circles/${circle.id}/members`)).statusCode).toBe(200);
    const twice = await kit
      .as(moderator)
      .put(`/api/circles/${circle.id}/requests/${asker.profileId}`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().error.message).toBe(circleMessages.requestNotFound);

    // An admin answers too: declining deletes the request.
    const declined = await kit
      .as(admin)
      .del(`/api/circles/${circle.id}/requests/${other.profileId}`);
    expect(declined.statusCode).toBe(204);
    expect(await counts(circle.id)).toEqual({ membersCount: 2, active: 2, pending: 0 });
    expect(
      (await kit.as(admin).del(`/api/circles/${circle.id}/requests/${other.profileId}`)).statusCode,
    ).toBe(404);
    expect(
      (await kit.as(admin).put(`/api/circles/${circle.id}/requests/${randomUUID()}`)).statusCode,
    ).toBe(404);
  });

  it('lets a request left from when the circle was private in when its asker joins again', async () => {
    const circle = await circleOf(moderator, { isPrivate: true });
    const asker = await kit.member();
    expect(await join(asker, circle.id)).toEqual({ membership: 'pending', membersCount: 1 });
    const opened = await kit.as(admin).put(`/api/circles/${circle.id}`, {
      name: circle.name,
      industry: circle.industry,
      description: circle.description,
      isPrivate: false,
    });
    expect(opened.statusCode).toBe(200);
    expect(await join(asker, circle.id)).toEqual({ membership: 'member', membersCount: 2 });
    expect(await counts(circle.id)).toEqual({ membersCount: 2, active: 2, pending: 0 });
  });

  it('withdraws a request without moving the count, and pages requests oldest first', async () => {
    const circle = await circleOf(moderator, { isPrivate: true });
    const askers: Member[] = [];
    for (let index = 0; index < 5; index += 1) {
      const asker = await kit.member({ name: `Asker ${index}` });
      askers.push(asker);
      await join(asker, circle.id);
    }
    const withdrawn = await kit.as(askers[2]!).del(`/api/circles/${circle.id}/membership`);
    expect(withdrawn.json()).toEqual({ membership: 'none', membersCount: 1 });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await kit
        .as(moderator)
        .get(`/api/circles/${circle.id}/requests?limit=2${after}`);
      const body = page.json() as {
        items: { member: { name: string } }[];
        nextCursor: string | null;
      };
      seen.push(...body.items.map((item) => item.member.name));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Asker 0', 'Asker 1', 'Asker 3', 'Asker 4']);
    expect(await counts(circle.id)).toEqual({ membersCount: 1, active: 1, pending: 4 });
  });
});

describe('the members list', () => {
  it('lists moderators first, then by joining, with how the viewer stands with each', async () => {
    const circle = await circleOf(moderator);
    const first = await kit.member({ name: 'First' });
    const second = await kit.member({ name: 'Second' });
    const third = await kit.member({ name: 'Third' });
    for (const who of [first, second, third, other, admin]) await join(who, circle.id);
    await kit.connect(first, other);
    await kit.connect(other, second, 'pending');
    await kit.connect(third, other, 'pending');

    const names = (members: CircleMember[]) => members.map((item) => item.member.name);
    for (const limit of [1, 2, 50]) {
      expect(names(await membersOf(other, circle.id, limit))).toEqual([
        'Moderator',
        'First',
        'Second',
        'Third',
        'Other',
      ]);
    }
    const seen = await membersOf(other, circle.id);
    expect(seen.map((item) => [item.role, item.connectionState])).toEqual([
      ['moderator', 'none'],
      ['member', 'connected'],
      ['member', 'pending_sent'],
      ['member', 'pending_received'],
      ['member', 'self'],
    ]);
    expect((await membersOf(null, circle.id)).map((item) => item.connectionState)).toEqual(
      Array(5).fill('none'),
    );
    // The admin joined: counted, never listed.
    expect((await kit.as(null).get(`/api/circles/${circle.id}`)).json().membersCount).toBe(6);
  });

  it('hides blocked members both ways, suspended ones, and members-only ones from visitors', async () => {
    const circle = await circleOf(moderator);
    const blocker = await kit.member({ name: 'Blocker' });
    const blocked = await kit.member({ name: 'Blocked' });
    const quiet = await kit.member({ name: 'Quiet', profile: { visibility: 'members' } });
    const gone = await kit.member({ name: 'Gone' });
    for (const who of [blocker, blocked, quiet, gone]) await join(who, circle.id);
    await kit.block(blocker, blocked);
    await kit.suspend(gone);

    const names = async (who: Member | null) =>
      (await membersOf(who, circle.id)).map((item) => item.member.name);
    expect(await names(blocker)).toEqual(['Moderator', 'Blocker', 'Quiet']);
    expect(await names(blocked)).toEqual(['Moderator', 'Blocked', 'Quiet']);
    expect(await names(other)).toEqual(['Moderator', 'Blocker', 'Blocked', 'Quiet']);
    expect(await names(null)).toEqual(['Moderator', 'Blocker', 'Blocked']);
    expect(await names(admin)).toEqual(['Moderator', 'Blocker', 'Blocked', 'Quiet', 'Gone']);
  });

  it('shows the members of a private circle to its members and admins only', async () => {
    const circle = await circleOf(moderator, { isPrivate: true });
    for (const who of [other, null]) {
      const refused = await kit.as(who).get(`/api/circles/${circle.id}/members`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(circleMessages.membersOnly);
    }
    expect(await membersOf(admin, circle.id)).toHaveLength(1);
    expect(await membersOf(moderator, circle.id)).toHaveLength(1);
    const visitor = await kit.as(null).get(`/api/circles/${circle.id}`);
    expect(visitor.json()).toMatchObject({
      name: circle.name,
      description: circle.description,
      membersCount: 1,
      viewerCanRead: false,
    });
  });

  it('answers a bad members cursor with 400 and the message', async () => {
    const circle = await circleOf(moderator);
    const response = await kit.as(null).get(`/api/circles/${circle.id}/members?cursor=nonsense`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(circleMessages.invalidCursor);
  });
});

describe('the counts', () => {
  it('keeps every member count equal to the active members', async () => {
    const [mismatch] = await ctx.database.db
      .select({ id: founderCircles.id })
      .from(founderCircles)
      .where(
        sql`${founderCircles.membersCount} <> (select count(*) from circle_members m
          where m.circle_id = ${founderCircles.id} and m.status = 'active')`,
      )
      .limit(1);
    expect(mismatch).toBeUndefined();
  });
});
