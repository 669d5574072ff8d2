import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { realtimeTopic } from '@cofound/shared/realtime';
import { profiles } from '../../db/schema';
import type { RealtimeTestSocket } from '../../realtime/realtime-test-client';
import { memberKit, type MemberRequests } from '../../test/member-kit';
import { requestsAs } from '../../test/member-requests';
import { signUpMember } from '../../test/test-app';
import { useLiveTestApp } from '../../test/use-live-test-app';
import { useTwoInstances } from '../../test/use-two-instances';

const form = (isPrivate = false) => ({
  name: `Live ${randomUUID()}`,
  industry: 'ai_ml',
  description: 'Open in many tabs',
  isPrivate,
});

const eventsOf = (socket: RealtimeTestSocket, event: string) =>
  socket.frames.filter((frame) => frame.event === event);

const settle = (ms = 200) => new Promise((resolve) => setTimeout(resolve, ms));

function watch(socket: RealtimeTestSocket, circleId: string) {
  socket.socket.send(JSON.stringify({ type: 'watch', topic: realtimeTopic('circle', circleId) }));
}

/** An active circle with `by` as its moderator: their proposal, approved by `admin`. */
async function circleOf(by: MemberRequests, admin: MemberRequests, isPrivate = false) {
  const proposed = await by.post('/api/circles', form(isPrivate));
  expect(proposed.statusCode).toBe(201);
  const id = proposed.json().id as string;
  const approved = await admin.post(`/api/circles/${id}/review`, { decision: 'approve' });
  expect(approved.statusCode).toBe(200);
  return id;
}

describe('an open circle hears its discussion', () => {
  const { ctx, openSocket } = useLiveTestApp();
  const kit = memberKit(ctx);

  it('reaches whoever may read a public circle, members or not, blocked or not', async () => {
    const admin = await kit.member({ name: 'Admin', profile: { role: 'admin' } });
    const moderator = await kit.member({ name: 'Moderator' });
    const blocked = await kit.member({ name: 'Blocked' });
    await kit.block(moderator, blocked);
    const circleId = await circleOf(kit.as(moderator), kit.as(admin));

    // A block hides posts, it does not bar the circle: the page refetches and shows what it may.
    const watching = await openSocket(await kit.member({ name: 'Watcher' }));
    const alsoWatching = await openSocket(blocked);
    const elsewhere = await openSocket(await kit.member({ name: 'Elsewhere' }));
    watch(watching, circleId);
    watch(alsoWatching, circleId);
    await settle();

    const posted = await kit.as(moderator).post(`/api/circles/${circleId}/posts`, {
      content: 'Live',
    });
    expect(posted.statusCode).toBe(201);
    const postId = posted.json().id as string;
    await watching.waitForFrames(2);
    expect(eventsOf(watching, 'circle.posts')).toMatchObject([
      { payload: { circleId, postId, parentId: null, change: 'created' } },
    ]);
    const reply = await kit.as(admin).post(`/api/circles/${circleId}/posts`, {
      content: 'Reply',
      parentId: postId,
    });
    await watching.waitForFrames(3);
    expect(eventsOf(watching, 'circle.posts').at(-1)).toMatchObject({
      payload: { postId: reply.json().id, parentId: postId, change: 'created' },
    });

    const removed = await kit.as(moderator).del(`/api/circles/${circleId}/posts/${postId}`);
    expect(removed.statusCode).toBe(204);
    await watching.waitForFrames(4);
    expect(eventsOf(watching, 'circle.posts').at(-1)).toMatchObject({
      payload: { circleId, postId, parentId: null, change: 'deleted' },
    });
    await alsoWatching.waitForFrames(4);
    await settle();
    expect(eventsOf(elsewhere, 'circle.posts')).toEqual([]);
  });

  it('refuses the topic of a private circle to non-members, not to members and admins', async () => {
    const admin = await kit.member({ name: 'Admin', profile: { role: 'admin' } });
    const moderator = await kit.member({ name: 'Moderator' });
    const asker = await kit.member({ name: 'Asker' });
    const circleId = await circleOf(kit.as(moderator), kit.as(admin), true);
    await kit.as(asker).put(`/api/circles/${circleId}/membership`);

    const outsider = await openSocket(await kit.member({ name: 'Outsider' }));
    const pending = await openSocket(asker);
    const staff = await openSocket(admin);
    const insider = await openSocket(moderator);
    for (const socket of [outsider, pending, staff, insider]) watch(socket, circleId);
    await settle();

    await kit.as(moderator).post(`/api/circles/${circleId}/posts`, { content: 'Secret' });
    await staff.waitForFrames(2);
    await insider.waitForFrames(2);
    await settle();
    expect(eventsOf(staff, 'circle.posts')).toHaveLength(1);
    expect(eventsOf(insider, 'circle.posts')).toHaveLength(1);
    expect(eventsOf(outsider, 'circle.posts')).toEqual([]);
    expect(eventsOf(pending, 'circle.posts')).toEqual([]);
  });
});

describe('members hear about their circles', () => {
  const { ctx, openSocket } = useLiveTestApp();
  const kit = memberKit(ctx);

  it("tells a post's author of a reply by someone else, not of their own nor a blocked one's", async () => {
    const admin = await kit.member({ name: 'Admin', profile: { role: 'admin' } });
    const author = await kit.member({ name: 'Author' });
    const replier = await kit.member({ name: 'Rita Replier' });
    const circleId = await circleOf(kit.as(author), kit.as(admin));
    await kit.as(replier).put(`/api/circles/${circleId}/membership`);
    const posted = await kit.as(author).post(`/api/circles/${circleId}/posts`, {
      content: 'Anyone hiring?',
    });
    const postId = posted.json().id as string;
    const circleName = (await kit.as(author).get(`/api/circles/${circleId}`)).json().name;
    const socket = await openSocket(author);
    // An admin sees past a block, yet the author hears nothing from the member they blocked.
    await kit.block(author, admin);

    for (const [who, content] of [
      [author, 'Mine'],
      [admin, 'Blocked'],
      [replier, 'Yours'],
    ] as const) {
      const reply = await kit
        .as(who)
        .post(`/api/circles/${circleId}/posts`, { content, parentId: postId });
      expect(reply.statusCode).toBe(201);
    }
    await socket.waitForFrames(2);
    await settle();
    expect(eventsOf(socket, 'community.reply')).toMatchObject([
      {
        payload: {
          kind: 'circle_reply',
          fromName: 'Rita Replier',
          title: circleName,
          path: `/circles/${circleId}`,
        },
      },
    ]);
  });

  it('tells moderators of a request, and the member of the answer', async () => {
    const admin = await kit.member({ name: 'Admin', profile: { role: 'admin' } });
    const moderator = await kit.member({ name: 'Moderator' });
    const accepted = await kit.member({ name: 'Accepted' });
    const declined = await kit.member({ name: 'Declined' });
    const circleId = await circleOf(kit.as(moderator), kit.as(admin), true);
    const circleName = (await kit.as(moderator).get(`/api/circles/${circleId}`)).json().name;
    const sockets = {
      moderator: await openSocket(moderator),
      accepted: await openSocket(accepted),
      declined: await openSocket(declined),
    };

    await kit.as(accepted).put(`/api/circles/${circleId}/membership`);
    await kit.as(declined).put(`/api/circles/${circleId}/membership`);
    // Asking again is no new request.
    await kit.as(declined).put(`/api/circles/${circleId}/membership`);
    await sockets.moderator.waitForFrames(3);
    await kit.as(moderator).put(`/api/circles/${circleId}/requests/${accepted.profileId}`);
    await kit.as(admin).del(`/api/circles/${circleId}/requests/${declined.profileId}`);
    await sockets.accepted.waitForFrames(2);
    await sockets.declined.waitForFrames(2);
    await settle();

    const statuses = (socket: RealtimeTestSocket) =>
      eventsOf(socket, 'circle.membership').map((frame) => frame.payload);
    expect(statuses(sockets.moderator)).toEqual([
      { circleId, circleName, status: 'requested' },
      { circleId, circleName, status: 'requested' },
    ]);
    expect(statuses(sockets.accepted)).toEqual([{ circleId, circleName, status: 'accepted' }]);
    expect(statuses(sockets.declined)).toEqual([{ circleId, circleName, status: 'declined' }]);
  });
});

// Two app instances on one PostgreSQL database: a post made on one reaches a page open on the
// other. Runs when TEST_DATABASE_URL is set.
describe.skipIf(!process.env.TEST_DATABASE_URL)('circle posts across instances', () => {
  const instances = useTwoInstances();

  async function member(app: FastifyInstance, label: string) {
    return signUpMember(app, { email: `circle-${label}@example.com`, name: label });
  }

  it('delivers a post made on instance A to a watcher on instance B', async () => {
    const moderator = await member(instances.appA, 'moderator');
    const admin = await member(instances.appA, 'admin');
    const watcher = await member(instances.appB, 'watcher');
    await instances.databaseA.db
      .update(profiles)
      .set({ role: 'admin' })
      .where(eq(profiles.userId, admin.userId));
    const onA = requestsAs(instances.appA, moderator);
    const circleId = await circleOf(onA, requestsAs(instances.appA, admin));

    const onB = instances.openSocket(instances.appB, watcher.cookie);
    await onB.waitForFrames(1);
    watch(onB, circleId);
    await settle();

    const posted = await onA.post(`/api/circles/${circleId}/posts`, { content: 'From A' });
    expect(posted.statusCode).toBe(201);
    await onB.waitForFrames(2);
    expect(eventsOf(onB, 'circle.posts')).toMatchObject([
      { payload: { circleId, postId: posted.json().id, change: 'created' } },
    ]);
  });
});
