import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { circleMessages } from '@cofound/shared/circles/circles.messages';
import type { Circle } from '@cofound/shared/circles/circles.schemas';
import { safetyMessages } from '@cofound/shared/safety/safety.schemas';
import { circlePosts, reports } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { circlesTestKit } from './circles-test-kit';

const ctx = useTestApp();
const kit = memberKit(ctx);

let moderator: Member;
let poster: Member;
let other: Member;
let admin: Member;

/** An active circle moderated by `moderator`: their proposal, approved by the admin. */
async function circleOf(by: Member, isPrivate = false): Promise<Circle> {
  const proposed = await kit.as(by).post('/api/circles', {
    name: `Talk ${randomUUID()}`,
    industry: 'healthtech',
    description: 'Founders in health',
    isPrivate,
  });
  expect(proposed.statusCode).toBe(201);
  const approved = await kit
    .as(admin)
    .post(`/api/circles/${proposed.json().id}/review`, { decision: 'approve' });
  return approved.json() as Circle;
}

const { join, post, postsSeen } = circlesTestKit(ctx, kit, () => admin);

const contents = async (who: Member | null, url: string) =>
  (await postsSeen(who, url)).map((item) => item.content);

async function storedRepliesCount(postId: string) {
  const [row] = await ctx.database.db
    .select({ count: circlePosts.repliesCount })
    .from(circlePosts)
    .where(eq(circlePosts.id, postId));
  return row?.count;
}

beforeAll(async () => {
  moderator = await kit.member({ name: 'Moderator' });
  poster = await kit.member({ name: 'Poster', profile: { title: 'Nurse turned founder' } });
  other = await kit.member({ name: 'Other' });
  admin = await kit.member({ name: 'Admin', profile: { role: 'admin' } });
});

describe('posting and replying', () => {
  it('lets members post, trimmed, newest first; others are asked to join', async () => {
    const circle = await circleOf(moderator);
    const refused = await kit
      .as(poster)
      .post(`/api/circles/${circle.id}/posts`, { content: 'Before joining' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(circleMessages.notMember);
    const visitor = await kit.as(null).post(`/api/circles/${circle.id}/posts`, { content: 'Hi' });
    expect(visitor.statusCode).toBe(401);

    await join(poster, circle.id);
    const first = await post(poster, circle.id, '  Who runs a clinic pilot?  ');
    expect(first).toMatchObject({
      circleId: circle.id,
      parentId: null,
      content: 'Who runs a clinic pilot?',
      author: { profileId: poster.profileId, name: 'Poster', title: 'Nurse turned founder' },
      repliesCount: 0,
      viewerCanDelete: true,
    });
    // Admins post without joining.
    await post(admin, circle.id, 'From the team');
    await post(moderator, circle.id, 'Welcome all');
    expect(await contents(null, `/api/circles/${circle.id}/posts`)).toEqual([
      'Welcome all',
      'From the team',
      'Who runs a clinic pilot?',
    ]);

    for (const content of ['', '   \n ', 'x'.repeat(4001)]) {
      const bad = await kit.as(poster).post(`/api/circles/${circle.id}/posts`, { content });
      expect(bad.statusCode).toBe(400);
    }
    const unknown = await kit
      .as(admin)
      .post(`/api/circles/${randomUUID()}/posts`, { content: 'Anyone?' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(circleMessages.notFound);
  });

  it('replies to a post (one level), oldest first, counting them on the post', async () => {
    const circle = await circleOf(moderator);
    await join(poster, circle.id);
    await join(other, circle.id);
    const question = await post(poster, circle.id, 'Question');
    const answer = await post(other, circle.id, 'Answer', question.id);
    expect(answer).toMatchObject({ parentId: question.id, repliesCount: 0 });
    await post(poster, circle.id, 'Thanks', question.id);
    expect(await contents(null, `/api/circles/${circle.id}/posts/${question.id}/replies`)).toEqual([
      'Answer',
      'Thanks',
    ]);
    // Replies are not posts of the feed.
    const feed = await postsSeen(null, `/api/circles/${circle.id}/posts`);
    expect(feed).toMatchObject([{ id: question.id, repliesCount: 2 }]);

    const nested = await kit
      .as(poster)
      .post(`/api/circles/${circle.id}/posts`, { content: 'Deeper', parentId: answer.id });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error.message).toBe(circleMessages.replyToReply);
    const repliesOfReply = await kit
      .as(null)
      .get(`/api/circles/${circle.id}/posts/${answer.id}/replies`);
    expect(repliesOfReply.statusCode).toBe(404);

    const elsewhere = await circleOf(moderator);
    await join(poster, elsewhere.id);
    for (const parentId of [randomUUID(), question.id]) {
      const missing = await kit
        .as(poster)
        .post(`/api/circles/${elsewhere.id}/posts`, { content: 'Lost', parentId });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe(circleMessages.postNotFound);
    }
    expect(await storedRepliesCount(question.id)).toBe(2);
  });

  it('keeps the discussion of a private circle to its members and admins', async () => {
    const circle = await circleOf(moderator, true);
    const question = await post(moderator, circle.id, 'Members only');
    await post(moderator, circle.id, 'A reply', question.id);
    const asker = await kit.member();
    await join(asker, circle.id);
    for (const who of [other, asker, null]) {
      for (const url of [
        `/api/circles/${circle.id}/posts`,
        `/api/circles/${circle.id}/posts/${question.id}/replies`,
      ]) {
        const refused = await kit.as(who).get(url);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.message).toBe(circleMessages.membersOnly);
      }
    }
    const notYet = await kit.as(asker).post(`/api/circles/${circle.id}/posts`, { content: 'Hi' });
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json().error.message).toBe(circleMessages.notMember);
    expect(await contents(admin, `/api/circles/${circle.id}/posts`)).toEqual(['Members only']);
    await kit.as(moderator).put(`/api/circles/${circle.id}/requests/${asker.profileId}`);
    expect(await contents(asker, `/api/circles/${circle.id}/posts/${question.id}/replies`)).toEqual(
      ['A reply'],
    );
  });
});

describe('deleting', () => {
  it('is done by the author, a moderator or an admin; anyone else gets 403', async () => {
    const circle = await circleOf(moderator);
    for (const who of [poster, other]) await join(who, circle.id);
    const byPoster = [
      await post(poster, circle.id, 'one'),
      await post(poster, circle.id, 'two'),
      await post(poster, circle.id, 'three'),
    ];
    const flags = async (who: Member | null) =>
      (await postsSeen(who, `/api/circles/${circle.id}/posts`)).map((item) => item.viewerCanDelete);
    expect(await flags(other)).toEqual([false, false, false]);
    expect(await flags(null)).toEqual([false, false, false]);
    expect(await flags(moderator)).toEqual([true, true, true]);
    expect(await flags(admin)).toEqual([true, true, true]);

    const refused = await kit.as(other).del(`/api/circles/${circle.id}/posts/${byPoster[0]!.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(circleMessages.notAuthor);
    for (const [who, target] of [
      [poster, byPoster[0]!],
      [moderator, byPoster[1]!],
      [admin, byPoster[2]!],
    ] as const) {
      const response = await kit.as(who).del(`/api/circles/${circle.id}/posts/${target.id}`);
      expect(response.statusCode).toBe(204);
    }
    expect(await postsSeen(null, `/api/circles/${circle.id}/posts`)).toEqual([]);
    const gone = await kit.as(poster).del(`/api/circles/${circle.id}/posts/${byPoster[0]!.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(circleMessages.postNotFound);
  });

  it('deletes a post with its replies, and a reply off its post’s count', async () => {
    const circle = await circleOf(moderator);
    for (const who of [poster, other]) await join(who, circle.id);
    const question = await post(poster, circle.id, 'Question');
    const replies = [
      await post(other, circle.id, 'r1', question.id),
      await post(other, circle.id, 'r2', question.id),
      await post(moderator, circle.id, 'r3', question.id),
    ];
    // The reply's author, and the moderator; twice at once moves the count once.
    const twice = await Promise.all([
      kit.as(other).del(`/api/circles/${circle.id}/posts/${replies[0]!.id}`),
      kit.as(moderator).del(`/api/circles/${circle.id}/posts/${replies[0]!.id}`),
    ]);
    expect(twice.map((response) => response.statusCode).sort()).toEqual([204, 404]);
    expect(await storedRepliesCount(question.id)).toBe(2);
    const refused = await kit.as(poster).del(`/api/circles/${circle.id}/posts/${replies[1]!.id}`);
    expect(refused.statusCode).toBe(403);

    expect(
      (await kit.as(poster).del(`/api/circles/${circle.id}/posts/${question.id}`)).statusCode,
    ).toBe(204);
    const left = await ctx.database.db
      .select()
      .from(circlePosts)
      .where(eq(circlePosts.parentId, question.id));
    expect(left).toEqual([]);
  });
});

describe('who sees what', () => {
  it('hides posts and replies of blocked members, both ways; admins see everything', async () => {
    const circle = await circleOf(moderator);
    const blocker = await kit.member({ name: 'Blocker' });
    const blocked = await kit.member({ name: 'Blocked' });
    for (const who of [blocker, blocked, other]) await join(who, circle.id);
    await kit.block(blocker, blocked);
    const shared = await post(other, circle.id, 'Shared');
    await post(blocker, circle.id, 'From the blocker');
    await post(blocked, circle.id, 'From the blocked');
    await post(blocker, circle.id, 'Blocker replies', shared.id);
    await post(blocked, circle.id, 'Blocked replies', shared.id);

    const feed = `/api/circles/${circle.id}/posts`;
    const thread = `/api/circles/${circle.id}/posts/${shared.id}/replies`;
    expect(await contents(blocker, feed)).toEqual(['From the blocker', 'Shared']);
    expect(await contents(blocked, feed)).toEqual(['From the blocked', 'Shared']);
    expect(await contents(other, feed)).toEqual(['From the blocked', 'From the blocker', 'Shared']);
    expect(await contents(admin, feed)).toEqual(['From the blocked', 'From the blocker', 'Shared']);
    expect(await contents(blocker, thread)).toEqual(['Blocker replies']);
    expect(await contents(blocked, thread)).toEqual(['Blocked replies']);
    expect(await contents(other, thread)).toEqual(['Blocker replies', 'Blocked replies']);

    // Nor can they reply to each other's posts or delete them.
    const hidden = (await postsSeen(admin, feed)).find(
      (item) => item.content === 'From the blocker',
    );
    const reply = await kit
      .as(blocked)
      .post(`/api/circles/${circle.id}/posts`, { content: 'Hey', parentId: hidden!.id });
    expect(reply.statusCode).toBe(404);
    expect((await kit.as(blocked).get(`${feed}/${hidden!.id}/replies`)).statusCode).toBe(404);
  });

  it('hides suspended authors from all but admins, members-only ones from visitors', async () => {
    const circle = await circleOf(moderator);
    const quiet = await kit.member({ name: 'Quiet', profile: { visibility: 'members' } });
    const gone = await kit.member({ name: 'Gone' });
    for (const who of [quiet, gone]) await join(who, circle.id);
    const open = await post(moderator, circle.id, 'For all');
    await post(quiet, circle.id, 'Members only');
    await post(gone, circle.id, 'Gone soon');
    await post(quiet, circle.id, 'Quiet reply', open.id);
    await kit.suspend(gone);

    const feed = `/api/circles/${circle.id}/posts`;
    expect(await contents(null, feed)).toEqual(['For all']);
    expect(await contents(other, feed)).toEqual(['Members only', 'For all']);
    expect(await contents(admin, feed)).toEqual(['Gone soon', 'Members only', 'For all']);
    expect(await contents(null, `${feed}/${open.id}/replies`)).toEqual([]);
    expect(await contents(other, `${feed}/${open.id}/replies`)).toEqual(['Quiet reply']);
  });
});

describe('paging the discussion', () => {
  it('pages posts and replies with equal times without dupes or misses', async () => {
    const circle = await circleOf(moderator);
    const createdAt = new Date('2026-03-01T10:00:00.123Z');
    const rows = Array.from({ length: 17 }, (_, index) => ({
      id: randomUUID(),
      circleId: circle.id,
      userId: moderator.userId,
      content: `post ${index}`,
      // Most share one timestamp; a few are a millisecond apart.
      createdAt: index < 12 ? createdAt : new Date(createdAt.getTime() + index),
    }));
    await ctx.database.db.insert(circlePosts).values(rows);
    const parent = rows[0]!;
    const replies = rows
      .slice(1, 9)
      .map((row) => ({ ...row, id: randomUUID(), parentId: parent.id }));
    await ctx.database.db.insert(circlePosts).values(replies);
    await ctx.database.db
      .update(circlePosts)
      .set({ repliesCount: replies.length })
      .where(eq(circlePosts.id, parent.id));

    const newestFirst = [...rows]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);
    const oldestFirst = [...replies]
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((row) => row.id);
    for (const limit of [1, 4, 5]) {
      const feed = await postsSeen(other, `/api/circles/${circle.id}/posts`, limit);
      expect(
        feed.map((item) => item.id),
        `posts by ${limit}`,
      ).toEqual(newestFirst);
      const thread = await postsSeen(
        null,
        `/api/circles/${circle.id}/posts/${parent.id}/replies`,
        limit,
      );
      expect(
        thread.map((item) => item.id),
        `replies by ${limit}`,
      ).toEqual(oldestFirst);
    }
  });

  it('answers a bad cursor, or one of the other list, with 400 and the message', async () => {
    const circle = await circleOf(moderator);
    const question = await post(moderator, circle.id, 'Q');
    await post(moderator, circle.id, 'Q2');
    await post(moderator, circle.id, 'R1', question.id);
    await post(moderator, circle.id, 'R2', question.id);
    const feed = await kit.as(null).get(`/api/circles/${circle.id}/posts?limit=1`);
    const postsCursor = feed.json().nextCursor as string;
    const thread = await kit
      .as(null)
      .get(`/api/circles/${circle.id}/posts/${question.id}/replies?limit=1`);
    const repliesCursor = thread.json().nextCursor as string;
    expect(postsCursor && repliesCursor).toBeTruthy();
    for (const url of [
      `/api/circles/${circle.id}/posts?cursor=nonsense`,
      `/api/circles/${circle.id}/posts?cursor=${encodeURIComponent(repliesCursor)}`,
      `/api/circles/${circle.id}/posts/${question.id}/replies?cursor=${encodeURIComponent(postsCursor)}`,
    ]) {
      const response = await kit.as(null).get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(circleMessages.invalidCursor);
    }
  });

  it('keeps every replies count equal to the replies', async () => {
    const [mismatch] = await ctx.database.db
      .select({ id: circlePosts.id })
      .from(circlePosts)
      .where(
        sql`${circlePosts.repliesCount} <> (select count(*) from circle_posts r
          where r.parent_id = ${circlePosts.id})`,
      )
      .limit(1);
    expect(mismatch).toBeUndefined();
  });
});

describe('reporting a circle post', () => {
  it('stores a report naming the post, when the reporter may read it', async () => {
    const circle = await circleOf(moderator);
    const spam = await post(moderator, circle.id, 'Buy now');
    const reported = await kit.as(other).post('/api/reports', {
      reason: 'spam',
      profileId: moderator.profileId,
      content: { kind: 'circle_post', id: spam.id },
    });
    expect(reported.statusCode).toBe(201);
    const rows = await ctx.database.db
      .select()
      .from(reports)
      .where(eq(reports.reporterId, other.userId));
    expect(rows.map((row) => [row.contentKind, row.contentId])).toEqual([['circle_post', spam.id]]);

    const closed = await circleOf(moderator, true);
    const secret = await post(moderator, closed.id, 'Members only');
    for (const [profileId, id] of [
      [moderator.profileId, secret.id],
      [poster.profileId, spam.id],
    ] as const) {
      const refused = await kit.as(other).post('/api/reports', {
        reason: 'spam',
        profileId,
        content: { kind: 'circle_post', id },
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.message).toBe(safetyMessages.contentNotFound);
    }
  });
});
