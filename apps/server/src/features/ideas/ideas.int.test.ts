import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import type { IdeaSort } from '@cofound/shared/ideas/ideas.options';
import { startupIdeaLikes, startupIdeas } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { ideaForm as form, ideasTestKit } from './ideas-test-kit';

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
    expect(await counterOffItsRows('pagetoken%')).toBeUndefined();
  });
});
