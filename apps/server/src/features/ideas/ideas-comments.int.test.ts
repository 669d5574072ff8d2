import { beforeAll, describe, expect, it } from 'vitest';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { ideasTestKit } from './ideas-test-kit';

const ctx = useTestApp();
const kit = memberKit(ctx);
const { share, commentOn, everyIdea, rowCounts, counterOffItsRows } = ideasTestKit(ctx, kit);

let author: Member;
let other: Member;
let admin: Member;

beforeAll(async () => {
  author = await kit.member({ name: 'Author', profile: { title: 'Founder' } });
  other = await kit.member({ name: 'Other' });
  admin = await kit.member({ name: 'Admin', profile: { role: 'admin' } });
});

describe('comments', () => {
  it('trims comments, lists them oldest first and counts them', async () => {
    const idea = await share(author);
    const posted = await kit.as(other).post(`/api/ideas/${idea.id}/comments`, {
      content: '  First!  ',
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({
      ideaId: idea.id,
      content: 'First!',
      author: { profileId: other.profileId, name: 'Other' },
      viewerCanDelete: true,
    });
    await commentOn(author, idea.id, 'Second');
    await commentOn(other, idea.id, 'Third');
    const list = await kit.as(null).get(`/api/ideas/${idea.id}/comments?limit=2`);
    const first = list.json() as { items: { content: string }[]; nextCursor: string };
    expect(first.items.map((item) => item.content)).toEqual(['First!', 'Second']);
    const rest = await kit
      .as(null)
      .get(`/api/ideas/${idea.id}/comments?limit=2&after=${encodeURIComponent(first.nextCursor)}`);
    expect(rest.json()).toMatchObject({ items: [{ content: 'Third' }], nextCursor: null });
    expect(await rowCounts(idea.id)).toMatchObject({ commentsCount: 3, comments: 3 });
    expect((await kit.as(null).get(`/api/ideas/${idea.id}`)).json().commentsCount).toBe(3);
  });

  it('refuses an empty or whitespace-only comment with the message', async () => {
    const idea = await share(author);
    for (const content of ['', '   \n ']) {
      const response = await kit.as(other).post(`/api/ideas/${idea.id}/comments`, { content });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(ideaMessages.commentRequired);
    }
    const long = await kit
      .as(other)
      .post(`/api/ideas/${idea.id}/comments`, { content: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(ideaMessages.commentTooLong);
    expect(await rowCounts(idea.id)).toMatchObject({ commentsCount: 0, comments: 0 });
  });

  it("is deleted by its author, the idea's author or an admin; anyone else gets 403", async () => {
    const idea = await share(author);
    const third = await kit.member({ name: 'Third' });
    const byOther = [
      await commentOn(other, idea.id),
      await commentOn(other, idea.id),
      await commentOn(other, idea.id),
    ];
    const refused = await kit.as(third).del(`/api/ideas/${idea.id}/comments/${byOther[0]!.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(ideaMessages.notAuthor);
    const list = await kit.as(third).get(`/api/ideas/${idea.id}/comments`);
    expect(
      list.json().items.map((item: { viewerCanDelete: boolean }) => item.viewerCanDelete),
    ).toEqual([false, false, false]);
    for (const [who, comment] of [
      [other, byOther[0]!],
      [author, byOther[1]!],
      [admin, byOther[2]!],
    ] as const) {
      const response = await kit.as(who).del(`/api/ideas/${idea.id}/comments/${comment.id}`);
      expect(response.statusCode).toBe(204);
    }
    const gone = await kit.as(other).del(`/api/ideas/${idea.id}/comments/${byOther[0]!.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(ideaMessages.commentNotFound);
    expect(await rowCounts(idea.id)).toMatchObject({ commentsCount: 0, comments: 0 });
  });

  it('answers a bad comments cursor with 400 and the message', async () => {
    const idea = await share(author);
    const response = await kit.as(null).get(`/api/ideas/${idea.id}/comments?after=nonsense`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(ideaMessages.invalidCursor);
  });
});

describe('who sees what', () => {
  it('hides ideas and comments of blocked members, both ways', async () => {
    const blocker = await kit.member({ name: 'Blocker' });
    const blocked = await kit.member({ name: 'Blocked' });
    await kit.block(blocker, blocked);
    const token = `blocktoken${Date.now()}`;
    const ofBlocker = await share(blocker, { title: `${token} one` });
    const ofBlocked = await share(blocked, { title: `${token} two` });
    const shared = await share(author, { title: `${token} three` });
    await commentOn(blocker, shared.id, 'From the blocker');
    await commentOn(blocked, shared.id, 'From the blocked');

    const titles = async (who: Member) =>
      (await everyIdea(who, `q=${token}`)).map((idea) => idea.title).sort();
    expect(await titles(blocker)).toEqual([`${token} one`, `${token} three`]);
    expect(await titles(blocked)).toEqual([`${token} three`, `${token} two`]);
    expect(await titles(other)).toHaveLength(3);

    expect((await kit.as(blocker).get(`/api/ideas/${ofBlocked.id}`)).statusCode).toBe(404);
    expect((await kit.as(blocked).get(`/api/ideas/${ofBlocker.id}`)).statusCode).toBe(404);
    const liked = await kit.as(blocked).put(`/api/ideas/${ofBlocker.id}/like`);
    expect(liked.statusCode).toBe(404);
    const commented = await kit
      .as(blocked)
      .post(`/api/ideas/${ofBlocker.id}/comments`, { content: 'Hi' });
    expect(commented.statusCode).toBe(404);

    const comments = async (who: Member | null) =>
      (await kit.as(who).get(`/api/ideas/${shared.id}/comments`))
        .json()
        .items.map((item: { content: string }) => item.content);
    expect(await comments(blocker)).toEqual(['From the blocker']);
    expect(await comments(blocked)).toEqual(['From the blocked']);
    expect(await comments(other)).toEqual(['From the blocker', 'From the blocked']);
    expect(await comments(admin)).toEqual(['From the blocker', 'From the blocked']);
  });

  it('hides suspended authors from everyone but admins, members-only ones from visitors', async () => {
    const quiet = await kit.member({ name: 'Quiet', profile: { visibility: 'members' } });
    const gone = await kit.member({ name: 'Gone' });
    const token = `seentoken${Date.now()}`;
    const ofQuiet = await share(quiet, { title: `${token} quiet` });
    const ofGone = await share(gone, { title: `${token} gone` });
    await commentOn(quiet, ofGone.id, 'Quiet here');
    await kit.suspend(gone);

    const titles = async (who: Member | null) =>
      (await everyIdea(who, `q=${token}`)).map((idea) => idea.title).sort();
    expect(await titles(null)).toEqual([]);
    expect(await titles(other)).toEqual([`${token} quiet`]);
    expect(await titles(admin)).toEqual([`${token} gone`, `${token} quiet`]);
    expect((await kit.as(null).get(`/api/ideas/${ofQuiet.id}`)).statusCode).toBe(404);
    expect((await kit.as(other).get(`/api/ideas/${ofQuiet.id}`)).statusCode).toBe(200);
    expect((await kit.as(other).get(`/api/ideas/${ofGone.id}`)).statusCode).toBe(404);
    const comments = await kit.as(admin).get(`/api/ideas/${ofGone.id}/comments`);
    expect(comments.json().items).toHaveLength(1);

    const open = await share(author, { title: `${token} open` });
    await commentOn(quiet, open.id, 'Members only');
    await commentOn(other, open.id, 'For all');
    const contents = async (who: Member | null) =>
      (await kit.as(who).get(`/api/ideas/${open.id}/comments`))
        .json()
        .items.map((item: { content: string }) => item.content);
    expect(await contents(null)).toEqual(['For all']);
    expect(await contents(other)).toEqual(['Members only', 'For all']);
  });
});

it('keeps the counters equal to the rows', async () => {
  expect(await counterOffItsRows()).toBeUndefined();
});
