import { describe, expect, it } from 'vitest';
import { realtimeTopic } from '@cofound/shared/realtime';
import type { RealtimeTestSocket } from '../../realtime/realtime-test-client';
import { memberKit } from '../../test/member-kit';
import { requestsAs } from '../../test/member-requests';
import { signUpMember } from '../../test/test-app';
import { useLiveTestApp } from '../../test/use-live-test-app';
import { useTwoInstances } from '../../test/use-two-instances';

const idea = {
  title: 'Watched idea',
  description: 'Open in many tabs',
  industry: 'ai',
  skillsNeeded: ['Sales'],
  rolesNeeded: ['CTO'],
};

const commentEvents = (socket: RealtimeTestSocket) =>
  socket.frames.filter((frame) => frame.event === 'idea.comments');

const settle = (ms = 200) => new Promise((resolve) => setTimeout(resolve, ms));

function watch(socket: RealtimeTestSocket, ideaId: string) {
  socket.socket.send(JSON.stringify({ type: 'watch', topic: realtimeTopic('idea', ideaId) }));
}

describe('an open idea hears its comments', () => {
  const { ctx, openSocket } = useLiveTestApp();
  const kit = memberKit(ctx);

  it('reaches a watching member, not one the author blocked nor one not watching', async () => {
    const author = await kit.member({ name: 'Author' });
    const blocked = await kit.member({ name: 'Blocked' });
    const commenter = await kit.member({ name: 'Commenter' });
    await kit.block(author, blocked);
    const ideaId = (await kit.as(author).post('/api/ideas', idea)).json().id as string;

    const watching = await openSocket(await kit.member({ name: 'Watcher' }));
    const refused = await openSocket(blocked);
    const elsewhere = await openSocket(await kit.member({ name: 'Elsewhere' }));
    watch(watching, ideaId);
    watch(refused, ideaId);
    await settle();

    const posted = await kit.as(commenter).post(`/api/ideas/${ideaId}/comments`, {
      content: 'Live',
    });
    expect(posted.statusCode).toBe(201);
    await watching.waitForFrames(2);
    expect(commentEvents(watching)).toMatchObject([{ payload: { ideaId, commentsCount: 1 } }]);

    const removed = await kit.as(author).del(`/api/ideas/${ideaId}/comments/${posted.json().id}`);
    expect(removed.statusCode).toBe(204);
    await watching.waitForFrames(3);
    expect(commentEvents(watching).at(-1)).toMatchObject({ payload: { ideaId, commentsCount: 0 } });
    await settle();
    expect(commentEvents(refused)).toEqual([]);
    expect(commentEvents(elsewhere)).toEqual([]);
  });
});

// Two app instances on one PostgreSQL database: a comment posted on one reaches a page open on
// the other. Runs when TEST_DATABASE_URL is set.
describe.skipIf(!process.env.TEST_DATABASE_URL)('idea comments across instances', () => {
  const instances = useTwoInstances();

  it('delivers a comment posted on instance A to a watcher on instance B', async () => {
    const author = await signUpMember(instances.appA, {
      email: 'idea-author@example.com',
      name: 'Author',
    });
    const watcher = await signUpMember(instances.appB, {
      email: 'idea-watcher@example.com',
      name: 'Watcher',
    });
    const onA = requestsAs(instances.appA, author);
    const ideaId = (await onA.post('/api/ideas', idea)).json().id as string;

    const onB = instances.openSocket(instances.appB, watcher.cookie);
    await onB.waitForFrames(1);
    watch(onB, ideaId);
    await settle();

    const posted = await onA.post(`/api/ideas/${ideaId}/comments`, { content: 'From A' });
    expect(posted.statusCode).toBe(201);
    await onB.waitForFrames(2);
    expect(commentEvents(onB)).toMatchObject([{ payload: { ideaId, commentsCount: 1 } }]);
  });
});

describe("a comment on a member's idea tells them live", () => {
  const { ctx, openSocket } = useLiveTestApp();
  const kit = memberKit(ctx);

  it('reaches the author with who commented, but not for their own comment', async () => {
    const author = await kit.member({ name: 'Author' });
    const commenter = await kit.member({ name: 'Carla Commenter' });
    const created = await kit.as(author).post('/api/ideas', idea);
    const ideaId = created.json().id as string;
    const socket = await openSocket(author);

    await kit.as(author).post(`/api/ideas/${ideaId}/comments`, { content: 'Mine' });
    await kit.as(commenter).post(`/api/ideas/${ideaId}/comments`, { content: 'Yours' });
    await socket.waitForFrames(2);
    await settle();
    const replies = socket.frames.filter((frame) => frame.event === 'community.reply');
    expect(replies).toMatchObject([
      {
        payload: {
          kind: 'idea_comment',
          fromName: 'Carla Commenter',
          title: idea.title,
          path: `/ideas?comments=${ideaId}`,
        },
      },
    ]);
  });
});
