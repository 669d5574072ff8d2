import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import type { IdeaSort } from '@cofound/shared/ideas/ideas.options';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { startupIdeaComments, startupIdeaLikes, startupIdeas } from '../../db/schema';
import { everyPage } from '../../test/every-page';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';

const ctx = useTestApp();
const kit = memberKit(ctx);

const form = {
  title: 'Heat pumps as a service',
  description: 'Installed free, paid back from the energy saved',
  industry: 'cleantech',
  skillsNeeded: ['Sales', 'Marketing'],
  rolesNeeded: ['CTO'],
};

let author: Member;
let other: Member;
let admin: Member;

async function share(by: Member, body: object = {}): Promise<Idea> {
  const response = await kit.as(by).post('/api/ideas', { ...form, ...body });
  expect(response.statusCode).toBe(201);
  return response.json() as Idea;
}

async function commentOn(by: Member, ideaId: string, content = 'Nice one') {
  const response = await kit.as(by).post(`/api/ideas/${ideaId}/comments`, { content });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

/** The ideas `who` sees for the query, every page of it. */
const everyIdea = (who: Member | null, query: string, limit = 50) =>
  everyPage<Idea>(kit.as(who), `/api/ideas?${query}`, limit);

async function rowCounts(ideaId: string) {
  const db = ctx.database.db;
  const [idea] = await db.select().from(startupIdeas).where(eq(startupIdeas.id, ideaId));
  const likes = await db.select().from(startupIdeaLikes).where(eq(startupIdeaLikes.ideaId, ideaId));
  const comments = await db
    .select()
    .from(startupIdeaComments)
    .where(eq(startupIdeaComments.ideaId, ideaId));
  return {
    likesCount: idea!.likesCount,
    likes: likes.length,
    commentsCount: idea!.commentsCount,
    comments: comments.length,
  };
}

beforeAll(async () => {
  author = await kit.member({ name: 'Author', profile: { title: 'Founder' } });
  other = await kit.member({ name: 'Other' });
  admin = await kit.member({ name: 'Admin', profile: { role: 'admin' } });
});

describe('sharing, editing and deleting', () => {
  it('shares an idea at concept, with the author card and what the viewer may do', async () => {
    const idea = await share(author, { skillsNeeded: [' Sales ', 'sales', 'Marketing'] });
    expect(idea).toMatchObject({
      ...form,
      stage: 'concept',
      skillsNeeded: ['Sales', 'Marketing'],
      author: { profileId: author.profileId, name: 'Author', title: 'Founder', imageUrl: null },
      likesCount: 0,
      commentsCount: 0,
      viewerHasLiked: false,
      viewerIsAuthor: true,
      viewerCanDelete: true,
    });
    const seen = await kit.as(null).get(`/api/ideas/${idea.id}`);
    expect(seen.json()).toMatchObject({ viewerIsAuthor: false, viewerCanDelete: false });
    const byAdmin = await kit.as(admin).get(`/api/ideas/${idea.id}`);
    expect(byAdmin.json()).toMatchObject({ viewerIsAuthor: false, viewerCanDelete: true });
  });

  it('refuses an incomplete form with the field messages', async () => {
    const response = await kit
      .as(author)
      .post('/api/ideas', { ...form, title: '  ', rolesNeeded: [] });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(ideaMessages.titleRequired);
    expect(JSON.stringify(response.json())).toContain(ideaMessages.rolesRequired);
  });

  it('lets only the author edit: another member and an admin get 403', async () => {
    const idea = await share(author);
    const change = { ...form, title: 'Heat pumps for landlords', stage: 'validation' };
    for (const who of [other, admin]) {
      const refused = await kit.as(who).put(`/api/ideas/${idea.id}`, change);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(ideaMessages.notAuthor);
    }
    const edited = await kit.as(author).put(`/api/ideas/${idea.id}`, change);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Heat pumps for landlords', stage: 'validation' });
  });

  it('lets the author or an admin delete, with its likes and comments; others get 403', async () => {
    const mine = await share(author);
    const theirs = await share(author);
    await kit.as(other).put(`/api/ideas/${mine.id}/like`);
    await commentOn(other, mine.id);
    const refused = await kit.as(other).del(`/api/ideas/${mine.id}`);
    expect(refused.statusCode).toBe(403);
    expect((await kit.as(author).del(`/api/ideas/${mine.id}`)).statusCode).toBe(204);
    expect((await kit.as(admin).del(`/api/ideas/${theirs.id}`)).statusCode).toBe(204);
    const gone = await kit.as(author).get(`/api/ideas/${mine.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(ideaMessages.notFound);
    const left = await ctx.database.db
      .select()
      .from(startupIdeaLikes)
      .where(eq(startupIdeaLikes.ideaId, mine.id));
    expect(left).toEqual([]);
  });

  it("answers 404 'Idea not found' for an unknown idea and 400 for a malformed id", async () => {
    const missing = await kit.as(other).put(`/api/ideas/${randomUUID()}/like`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(ideaMessages.notFound);
    const malformed = await kit.as(other).get('/api/ideas/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain(ideaMessages.invalidId);
  });
});

describe('likes', () => {
  let likers: Member[];

  beforeAll(async () => {
    likers = [];
    for (let index = 0; index < 20; index += 1) likers.push(await kit.member());
  });

  it('counts 20 members liking at once as 20, and all taking it back as 0', async () => {
    const idea = await share(author);
    const liked = await Promise.all(
      likers.map((liker) => kit.as(liker).put(`/api/ideas/${idea.id}/like`)),
    );
    expect(liked.map((response) => response.statusCode)).toEqual(likers.map(() => 200));
    expect(Math.max(...liked.map((response) => response.json().likesCount as number))).toBe(20);
    expect(await rowCounts(idea.id)).toMatchObject({ likesCount: 20, likes: 20 });
    const seen = await kit.as(likers[0]!).get(`/api/ideas/${idea.id}`);
    expect(seen.json()).toMatchObject({ likesCount: 20, viewerHasLiked: true });

    await Promise.all(likers.map((liker) => kit.as(liker).del(`/api/ideas/${idea.id}/like`)));
    expect(await rowCounts(idea.id)).toMatchObject({ likesCount: 0, likes: 0 });
  });

  it('never double-counts one member toggling many times at once', async () => {
    const idea = await share(author);
    const toggles = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0
        ? kit.as(other).put(`/api/ideas/${idea.id}/like`)
        : kit.as(other).del(`/api/ideas/${idea.id}/like`),
    );
    const answers = await Promise.all(toggles);
    expect(answers.every((response) => response.statusCode === 200)).toBe(true);
    for (const response of answers) expect([0, 1]).toContain(response.json().likesCount);
    const counts = await rowCounts(idea.id);
    expect(counts.likesCount).toBe(counts.likes);

    const again = await Promise.all(
      Array.from({ length: 10 }, () => kit.as(other).put(`/api/ideas/${idea.id}/like`)),
    );
    for (const response of again) {
      expect(response.json()).toEqual({ likesCount: 1, viewerHasLiked: true });
    }
    expect(await rowCounts(idea.id)).toMatchObject({ likesCount: 1, likes: 1 });
    const taken = await kit.as(other).del(`/api/ideas/${idea.id}/like`);
    expect(taken.json()).toEqual({ likesCount: 0, viewerHasLiked: false });
    const twice = await kit.as(other).del(`/api/ideas/${idea.id}/like`);
    expect(twice.json()).toEqual({ likesCount: 0, viewerHasLiked: false });
  });
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

describe('search, filters, sorts and paging', () => {
  it('searches titles and descriptions case-insensitively, LIKE wildcards taken literally', async () => {
    const token = `searchtoken${Date.now()}`;
    await share(author, { title: `${token} Solar 100%`, description: 'For renters' });
    await share(author, {
      title: `${token} Compost`,
      description: 'Food waste to SOLAR-free soil',
    });
    await share(author, { title: `${token} Other`, description: 'Nothing here' });
    const titles = async (q: string) =>
      (await everyIdea(null, `q=${encodeURIComponent(q)}`)).map((idea) => idea.title).sort();
    expect(await titles(`${token} solar`)).toEqual([`${token} Compost`, `${token} Solar 100%`]);
    expect(await titles(`${token} 100%`)).toEqual([`${token} Solar 100%`]);
    expect(await titles(`${token} 1_0`)).toEqual([]);
  });

  it('filters by industry, stage and all chosen skills', async () => {
    const token = `filtertoken${Date.now()}`;
    await share(author, {
      title: `${token} a`,
      industry: 'ai',
      stage: 'mvp',
      skillsNeeded: ['Sales', 'Data Science', 'Marketing'],
    });
    await share(author, {
      title: `${token} b`,
      industry: 'ai',
      stage: 'concept',
      skillsNeeded: ['Sales'],
    });
    await share(author, { title: `${token} c`, industry: 'finance', skillsNeeded: ['Sales'] });
    const titles = async (query: string) =>
      (await everyIdea(null, `q=${token}&${query}`)).map((idea) => idea.title).sort();
    expect(await titles('industry=ai')).toEqual([`${token} a`, `${token} b`]);
    expect(await titles('industry=ai&stage=mvp')).toEqual([`${token} a`]);
    expect(await titles('skills=Sales')).toEqual([`${token} a`, `${token} b`, `${token} c`]);
    expect(await titles('skills=Sales&skills=Data%20Science')).toEqual([`${token} a`]);
    expect(await titles('skills=Sales&skills=Machine%20Learning')).toEqual([]);
  });

  it('pages every sort through ideas with equal times and counts without dupes or misses', async () => {
    const token = `pagetoken${Date.now()}`;
    const createdAt = new Date('2026-03-01T10:00:00.123Z');
    const rows = Array.from({ length: 17 }, (_, index) => ({
      id: randomUUID(),
      userId: author.userId,
      title: `${token} ${index}`,
      description: 'Paged',
      industry: 'education',
      stage: 'concept',
      skillsNeeded: ['Sales'],
      rolesNeeded: ['CTO'],
      likesCount: index % 3,
      commentsCount: index % 2,
      // Most share one timestamp; a few are a millisecond apart.
      createdAt: index < 12 ? createdAt : new Date(createdAt.getTime() + index),
    }));
    await ctx.database.db.insert(startupIdeas).values(rows);
    const byKey = (count: (row: (typeof rows)[number]) => number) =>
      [...rows]
        .sort(
          (a, b) =>
            count(b) - count(a) ||
            b.createdAt.getTime() - a.createdAt.getTime() ||
            (a.id < b.id ? 1 : -1),
        )
        .map((row) => row.id);
    const expected: Record<IdeaSort, string[]> = {
      newest: byKey(() => 0),
      most_liked: byKey((row) => row.likesCount),
      most_discussed: byKey((row) => row.commentsCount),
    };
    for (const sort of ['newest', 'most_liked', 'most_discussed'] as const) {
      for (const limit of [1, 4, 5]) {
        const ids = (await everyIdea(other, `q=${token}&sort=${sort}`, limit)).map(
          (idea) => idea.id,
        );
        expect(ids, `${sort} by ${limit}`).toEqual(expected[sort]);
      }
    }
  });

  it('answers a bad or foreign cursor with 400 and the message', async () => {
    const first = await kit.as(null).get('/api/ideas?limit=1&sort=most_liked');
    const cursor = first.json().nextCursor as string;
    expect(cursor).toBeTruthy();
    for (const bad of ['nonsense', encodeURIComponent(cursor)]) {
      const response = await kit.as(null).get(`/api/ideas?sort=newest&cursor=${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(ideaMessages.invalidCursor);
    }
  });

  it('shows each viewer whether they liked an idea', async () => {
    const token = `likedtoken${Date.now()}`;
    const idea = await share(author, { title: token });
    await kit.as(other).put(`/api/ideas/${idea.id}/like`);
    const [forOther] = await everyIdea(other, `q=${token}`);
    const [forAuthor] = await everyIdea(author, `q=${token}`);
    const [forVisitor] = await everyIdea(null, `q=${token}`);
    expect(forOther).toMatchObject({ likesCount: 1, viewerHasLiked: true, viewerIsAuthor: false });
    expect(forAuthor).toMatchObject({ viewerHasLiked: false, viewerIsAuthor: true });
    expect(forVisitor).toMatchObject({ viewerHasLiked: false, viewerCanDelete: false });
  });

  it('keeps the counters equal to the rows (the paging ideas were written with counts only)', async () => {
    const [mismatch] = await ctx.database.db
      .select({ id: startupIdeas.id })
      .from(startupIdeas)
      .where(
        sql`${startupIdeas.title} not like 'pagetoken%' and (${startupIdeas.likesCount} <> (select count(*) from startup_idea_likes l where l.idea_id = ${startupIdeas.id})
          or ${startupIdeas.commentsCount} <> (select count(*) from startup_idea_comments c where c.idea_id = ${startupIdeas.id}))`,
      )
      .limit(1);
    expect(mismatch).toBeUndefined();
  });
});
