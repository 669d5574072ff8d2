import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchScore } from '@cofound/shared/matching/match-score';
import type {
  MatchDecisionResult,
  RecommendationsPage,
} from '@cofound/shared/matching/matching.schemas';
import { matchDecisions, profiles } from '../../db/schema';
import { fixtureId } from '../../test/founder-fixtures';
import type { Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { activeFounders, founders, matchingTest, viewerFields } from './matching-test-support';

const ctx = useTestApp();
const { kit, member, deck, get, ids, decide, undo, pairConnections } = matchingTest(ctx);

let viewer: Member;
let other: Member;

beforeAll(async () => {
  ({ viewer, other } = await deck());
});

describe('route access', () => {
  it('answers 401 Not authenticated to signed-out visitors on every matching route', async () => {
    const id = fixtureId(1);
    const visitor = kit.as(null);
    const responses = await Promise.all([
      get(null),
      decide(null, id, { liked: true }),
      undo(null, id),
      visitor.get('/api/matching/saved'),
      visitor.put(`/api/matching/saved/${id}`),
      visitor.del(`/api/matching/saved/${id}`),
      visitor.get('/api/connections/requests'),
      visitor.post(`/api/connections/${id}/accept`),
      visitor.post(`/api/connections/${id}/reject`),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Not authenticated');
    }
  });
});

describe('GET /api/matching/recommendations', () => {
  it('ranks every eligible profile by the shared score, highest first, ties by id', async () => {
    const response = await get(viewer, '?limit=50');
    const page = response.json() as RecommendationsPage;
    const expected = [
      ...activeFounders,
      {
        id: other.profileId,
        skills: ['Go'],
        industry: 'Finance',
        experience: 5,
        lookingFor: viewerFields.lookingFor,
        startupInterests: viewerFields.startupInterests,
      },
    ]
      .map((f) => ({ id: f.id, score: matchScore(viewerFields, f).score }))
      .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
    expect(page.items.map(({ id, score }) => ({ id, score }))).toEqual(expected);
    expect(page.nextCursor).toBeNull();
    const first = page.items[0]!;
    const source = activeFounders.find((f) => f.id === first.id)!;
    expect(first.components).toEqual(matchScore(viewerFields, source).components);
    expect(first).not.toHaveProperty('email');
  });

  it('excludes yourself and suspended or banned members', async () => {
    const listed = await ids(viewer, '?limit=50');
    expect(listed).not.toContain(viewer.profileId);
    expect(listed).not.toContain(fixtureId(11));
    expect(listed).not.toContain(fixtureId(12));
  });

  it('pages with a cursor to exactly the full ranking', async () => {
    const all = await ids(viewer, '?limit=50');
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await get(viewer, query)).json() as RecommendationsPage;
      paged.push(...page.items.map((card) => card.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);
  });

  it('refuses a forged cursor and min above max', async () => {
    expect((await get(viewer, '?cursor=bm9wZQ')).statusCode).toBe(400);
    const range = await get(viewer, '?minExperience=6&maxExperience=2');
    expect(range.statusCode).toBe(400);
  });

  it('filters by industry, experience range, all required skills and overlapping roles', async () => {
    const only = (predicate: (f: (typeof founders)[number]) => boolean) =>
      activeFounders
        .filter(predicate)
        .map((f) => f.id)
        .sort();
    const sorted = async (query: string) =>
      (await ids(viewer, `${query}&limit=50`)).filter((id) => id !== other.profileId).sort();
    expect(await sorted('?industry=Finance')).toEqual(only((f) => f.industry === 'Finance'));
    expect(await sorted('?minExperience=3&maxExperience=6')).toEqual(
      only((f) => f.experience >= 3 && f.experience <= 6),
    );
    expect(await sorted('?minExperience=9')).toEqual(only((f) => f.experience >= 9));
    expect(await sorted('?requiredSkills=REACT&requiredSkills=go')).toEqual(
      only((f) => f.skills.includes('Go')),
    );
    expect(await sorted('?requiredSkills=react&requiredSkills=Cobol')).toEqual([]);
    expect(await sorted('?roles=Technical%20Cofounder&roles=Nobody')).toEqual(
      only((f) => f.lookingFor.includes('technical cofounder')),
    );
  });

  it('filters by founder type, following a changed type at once', async () => {
    const [first, third] = [fixtureId(1), fixtureId(3)];
    const setType = (id: string, archetype: string | null) =>
      ctx.database.db.update(profiles).set({ archetype }).where(eq(profiles.id, id));
    await setType(first, 'technical_genius');
    await setType(third, 'growth_hacker');
    const typed = async (query: string) => (await ids(viewer, `${query}&limit=50`)).sort();
    expect(await typed('?archetypes=technical_genius')).toEqual([first]);
    expect(await typed('?archetypes=technical_genius&archetypes=growth_hacker')).toEqual(
      [first, third].sort(),
    );
    expect(await typed('?archetypes=operations_master')).toEqual([]);
    const page = (await get(viewer, '?archetypes=growth_hacker')).json() as RecommendationsPage;
    expect(page.items[0]).toMatchObject({ id: third, archetype: 'growth_hacker' });
    expect((await get(viewer, '?archetypes=wizard')).statusCode).toBe(400);

    await setType(third, 'technical_genius');
    expect(await typed('?archetypes=growth_hacker')).toEqual([]);
    await setType(first, null);
    await setType(third, null);
  });

  it('cards carry the verified badges the profile has (docs/product.md#verified-badges)', async () => {
    const id = fixtureId(3);
    const badge = (githubVerified: boolean) =>
      ctx.database.db.update(profiles).set({ githubVerified }).where(eq(profiles.id, id));
    await badge(true);
    try {
      const page = (await get(viewer, '?limit=50')).json() as RecommendationsPage;
      expect(page.items.filter((card) => card.githubVerified).map((card) => card.id)).toEqual([id]);
      expect(page.items.find((card) => card.id === id)?.linkedinVerified).toBe(false);
    } finally {
      await badge(false);
    }
  });

  it("'verified=true' deals only profiles with a badge, and follows a badge at once", async () => {
    const [linkedin, github] = [fixtureId(1), fixtureId(4)];
    const setBadges = (
      id: string,
      badges: { linkedinVerified?: boolean; githubVerified?: boolean },
    ) => ctx.database.db.update(profiles).set(badges).where(eq(profiles.id, id));
    const verifiedOnly = async () => (await ids(viewer, '?verified=true&limit=50')).sort();
    expect(await verifiedOnly()).toEqual([]);
    await setBadges(linkedin, { linkedinVerified: true });
    await setBadges(github, { githubVerified: true });
    try {
      expect(await verifiedOnly()).toEqual([linkedin, github].sort());
      expect((await ids(viewer, '?verified=false&limit=50')).length).toBeGreaterThan(2);
      expect((await get(viewer, '?verified=yes')).statusCode).toBe(400);
      await setBadges(github, { githubVerified: false });
      expect(await verifiedOnly()).toEqual([linkedin]);
    } finally {
      await setBadges(linkedin, { linkedinVerified: false });
      await setBadges(github, { githubVerified: false });
    }
  });

  it('sees a profile change at once: edited, suspended, reactivated', async () => {
    const id = fixtureId(2);
    const before = (await get(viewer, '?limit=50')).json() as RecommendationsPage;
    expect(before.items.find((card) => card.id === id)?.score).toBe(
      matchScore(viewerFields, founders[1]!).score,
    );
    await ctx.database.db.update(profiles).set(viewerFields).where(eq(profiles.id, id));
    const after = (await get(viewer, '?limit=1')).json() as RecommendationsPage;
    expect(after.items[0]).toMatchObject({ id, score: 1 });
    await ctx.database.db.update(profiles).set({ status: 'suspended' }).where(eq(profiles.id, id));
    expect(await ids(viewer, '?limit=50')).not.toContain(id);
    await ctx.database.db.update(profiles).set({ status: 'active' }).where(eq(profiles.id, id));
    expect((await ids(viewer, '?limit=1'))[0]).toBe(id);
  });
});

describe('PUT /api/matching/decisions/:profileId', () => {
  it('stores the server score, ignoring one the browser sends, once per pair', async () => {
    const id = fixtureId(3);
    const response = await decide(viewer, id, { liked: false, score: 1 });
    expect(response.statusCode).toBe(200);
    const expected = matchScore(viewerFields, founders[2]!).score;
    expect(response.json()).toMatchObject({ profileId: id, liked: false, score: expected });
    const again = await decide(viewer, id, { liked: true, score: 0.99 });
    expect(again.json()).toMatchObject({ liked: true, score: expected, mutual: false });
    const rows = await ctx.database.db
      .select()
      .from(matchDecisions)
      .where(and(eq(matchDecisions.userId, viewer.userId), eq(matchDecisions.profileId, id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ liked: true, score: expected, connectionId: null });
    expect(await ids(viewer, '?limit=50')).not.toContain(id);
  });

  it('answers 404 Profile not found, 400 for yourself and for a malformed id', async () => {
    const unknown = await decide(viewer, '00000000-0000-4000-8000-999999999999', { liked: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Profile not found');
    const suspended = await decide(viewer, fixtureId(11), { liked: true });
    expect(suspended.statusCode).toBe(404);
    expect((await decide(viewer, viewer.profileId, { liked: true })).statusCode).toBe(400);
    expect((await decide(viewer, 'nope', { liked: true })).statusCode).toBe(400);
    expect((await decide(viewer, fixtureId(4), { liked: 'yes' })).statusCode).toBe(400);
  });

  it('a like that completes a mutual like creates one pending connection from the liker', async () => {
    const a = await member('mutual-a');
    const b = await member('mutual-b');
    const first = (await decide(a, b.profileId, { liked: true })).json() as MatchDecisionResult;
    expect(first).toMatchObject({ mutual: false, connection: null });
    const second = (await decide(b, a.profileId, { liked: true })).json() as MatchDecisionResult;
    expect(second.mutual).toBe(true);
    expect(second.connection).toMatchObject({ status: 'pending', createdByThis: true });
    const rows = await pairConnections(a, b);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      senderId: b.userId,
      receiverId: a.userId,
      status: 'pending',
      origin: 'mutual_like',
    });
    // Liking again does not create a second one.
    const again = (await decide(b, a.profileId, { liked: true })).json() as MatchDecisionResult;
    expect(again.connection?.id).toBe(rows[0]!.id);
    expect(await pairConnections(a, b)).toHaveLength(1);
    // Each now leaves the other out of their deck.
    expect(await ids(a, '?limit=50')).not.toContain(b.profileId);
  });

  it('both likes racing create exactly one connection', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await member(`race-a${round}`);
      const b = await member(`race-b${round}`);
      const results = await Promise.all([
        decide(a, b.profileId, { liked: true }),
        decide(b, a.profileId, { liked: true }),
      ]);
      expect(results.map((response) => response.statusCode)).toEqual([200, 200]);
      const rows = await pairConnections(a, b);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe('pending');
      const created = results.map(
        (r) => (r.json() as MatchDecisionResult).connection?.createdByThis,
      );
      expect(created.filter(Boolean)).toHaveLength(1);
    }
  });
});

describe('DELETE /api/matching/decisions/:profileId (undo)', () => {
  it('reverts the decision and brings the profile back', async () => {
    const id = fixtureId(5);
    await decide(viewer, id, { liked: false });
    expect(await ids(viewer, '?limit=50')).not.toContain(id);
    const response = await undo(viewer, id);
    expect(response.json()).toEqual({ profileId: id, withdrawnConnectionId: null });
    expect(await ids(viewer, '?limit=50')).toContain(id);
  });

  it('withdraws the still-pending connection its like created, not an accepted one', async () => {
    const a = await member('undo-a');
    const b = await member('undo-b');
    await decide(a, b.profileId, { liked: true });
    const liked = (await decide(b, a.profileId, { liked: true })).json() as MatchDecisionResult;
    const withdrawn = await undo(b, a.profileId);
    expect(withdrawn.json()).toEqual({
      profileId: a.profileId,
      withdrawnConnectionId: liked.connection!.id,
    });
    expect(await pairConnections(a, b)).toHaveLength(0);
    expect(await ids(b, '?limit=50')).toContain(a.profileId);

    const again = (await decide(b, a.profileId, { liked: true })).json() as MatchDecisionResult;
    const accept = await kit.as(a).post(`/api/connections/${again.connection!.id}/accept`);
    expect(accept.statusCode).toBe(200);
    expect((await undo(b, a.profileId)).json().withdrawnConnectionId).toBeNull();
    expect((await pairConnections(a, b))[0]!.status).toBe('accepted');
  });
});

describe("another member's decisions", () => {
  it('cannot be undone or read through your own routes', async () => {
    const id = fixtureId(8);
    await decide(viewer, id, { liked: false });
    expect((await undo(other, id)).json()).toEqual({ profileId: id, withdrawnConnectionId: null });
    expect(await ids(viewer, '?limit=50')).not.toContain(id);
    expect(await ids(other, '?limit=50')).toContain(id);
  });
});
