import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscoverPage } from '@cofound/shared/discover/discover.schemas';
import type { RecommendationsPage } from '@cofound/shared/matching/matching.schemas';
import { fixtureId, insertFounders, userIdOf } from '../../test/founder-fixtures';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { countMutualConnections } from './index';

const ctx = useTestApp();
const kit = memberKit(ctx);

type Founder = { userId: string; profileId: string; name: string };

// Written straight into the database (only the viewer signs in).
const founders: Founder[] = [];
function founder(name: string): Founder {
  const profileId = fixtureId(founders.length + 1);
  const made = { name, profileId, userId: userIdOf(profileId) };
  founders.push(made);
  return made;
}
// The members the viewer looks at: none, one, two and four in common.
const noneInCommon = founder('Nora None');
const oneInCommon = founder('Olga One');
const twoInCommon = founder('Tom Two');
const fourInCommon = founder('Fay Four');
// The people between.
const ada = founder('Ada Mutual');
const ben = founder('Ben Mutual');
const cleo = founder('Cleo Mutual');
const dev = founder('Dev Mutual');
const pending = founder('Pia Pending');
const rejected = founder('Rex Rejected');
const suspended = founder('Sue Suspended');
const banned = founder('Bo Banned');
const blockedByViewer = founder('Xav Blocked');
const blockingViewer = founder('Yan Blocking');
const blockedWithOther = founder('Zed Blocked By Tom');
let viewer: Member;

function mutualOf(as: Member | null, profileId: string) {
  return kit.as(as).get(`/api/profiles/${profileId}/mutual-connections`);
}

beforeAll(async () => {
  viewer = await kit.member({ name: 'Viewer' });
  await insertFounders(
    ctx.database.db,
    founders.map((made) => ({ id: made.profileId, name: made.name, createdAt: new Date() })),
  );

  // The viewer's side: asked some, was asked by others.
  await kit.connect(viewer, ada);
  await kit.connect(ben, viewer);
  await kit.connect(viewer, cleo);
  await kit.connect(dev, viewer);
  await kit.connect(viewer, pending);
  await kit.connect(viewer, rejected, 'rejected');
  for (const someone of [suspended, banned, blockedByViewer, blockingViewer, blockedWithOther]) {
    await kit.connect(viewer, someone);
  }

  await kit.connect(ada, noneInCommon, 'pending');
  await kit.connect(oneInCommon, ada);
  await kit.connect(twoInCommon, ada);
  await kit.connect(ben, twoInCommon);
  await kit.connect(twoInCommon, pending, 'pending');
  await kit.connect(rejected, twoInCommon);
  for (const someone of [suspended, banned, blockedByViewer, blockingViewer, blockedWithOther]) {
    await kit.connect(twoInCommon, someone);
  }
  for (const someone of [ada, ben, cleo, dev]) await kit.connect(fourInCommon, someone);

  await kit.suspend(suspended);
  await kit.updateProfile(banned, { status: 'banned' });
  await kit.block(viewer, blockedByViewer);
  await kit.block(blockingViewer, viewer);
  await kit.block(twoInCommon, blockedWithOther);
});

describe('countMutualConnections', () => {
  it('counts the accepted connections both have, for a page of members in one call', async () => {
    const counts = await countMutualConnections(ctx.database.db, viewer.userId, [
      noneInCommon.userId,
      oneInCommon.userId,
      twoInCommon.userId,
      fourInCommon.userId,
    ]);
    expect(counts.get(noneInCommon.userId) ?? 0).toBe(0);
    expect(counts.get(oneInCommon.userId)).toBe(1);
    // Not pending, rejected, suspended, banned or blocked (by or of the viewer, or the other).
    expect(counts.get(twoInCommon.userId)).toBe(2);
    expect(counts.get(fourInCommon.userId)).toBe(4);
  });

  it('counts none for the viewer themself and for an empty page', async () => {
    const counts = await countMutualConnections(ctx.database.db, viewer.userId, [viewer.userId]);
    expect(counts.size).toBe(0);
    expect((await countMutualConnections(ctx.database.db, viewer.userId, [])).size).toBe(0);
  });

  it('is the same seen from the other side', async () => {
    const counts = await countMutualConnections(ctx.database.db, twoInCommon.userId, [
      viewer.userId,
    ]);
    expect(counts.get(viewer.userId)).toBe(2);
  });
});

describe('GET /api/profiles/:id/mutual-connections', () => {
  it('refuses visitors with 401', async () => {
    const response = await mutualOf(null, twoInCommon.profileId);
    expect(response.statusCode).toBe(401);
  });

  it('answers the count and the mutual members by name', async () => {
    const response = await mutualOf(viewer, twoInCommon.profileId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 2,
      people: [
        { profileId: ada.profileId, name: 'Ada Mutual', title: 'Founder', imageUrl: null },
        { profileId: ben.profileId, name: 'Ben Mutual', title: 'Founder', imageUrl: null },
      ],
    });
  });

  it('shows the first three of more', async () => {
    const body = (await mutualOf(viewer, fourInCommon.profileId)).json();
    expect(body.count).toBe(4);
    expect(body.people.map((person: { name: string }) => person.name)).toEqual([
      'Ada Mutual',
      'Ben Mutual',
      'Cleo Mutual',
    ]);
  });

  it('answers none with nobody in common, and for your own profile', async () => {
    expect((await mutualOf(viewer, noneInCommon.profileId)).json()).toEqual({
      count: 0,
      people: [],
    });
    expect((await mutualOf(viewer, viewer.profileId)).json()).toEqual({ count: 0, people: [] });
  });

  it('answers 404 for a profile the viewer may not see', async () => {
    for (const hidden of [suspended, blockedByViewer, blockingViewer]) {
      const response = await mutualOf(viewer, hidden.profileId);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Profile not found');
    }
    expect((await mutualOf(viewer, randomUUID())).statusCode).toBe(404);
    expect((await mutualOf(viewer, 'not-a-uuid')).statusCode).toBe(404);
  });
});

describe('cards', () => {
  it('Discover cards carry the count for members and leave it out for visitors', async () => {
    const signedIn = (await kit.as(viewer).get('/api/discover?limit=50')).json() as DiscoverPage;
    const byId = new Map(signedIn.items.map((card) => [card.id, card.mutualConnections]));
    expect(byId.get(fourInCommon.profileId)).toBe(4);
    expect(byId.get(twoInCommon.profileId)).toBe(2);
    expect(byId.get(oneInCommon.profileId)).toBe(1);
    expect(byId.get(noneInCommon.profileId)).toBe(0);
    expect(byId.get(viewer.profileId)).toBe(0);
    const visitor = (await kit.as(null).get('/api/discover?limit=50')).json() as DiscoverPage;
    expect(visitor.items.length).toBeGreaterThan(0);
    expect(visitor.items.every((card) => !('mutualConnections' in card))).toBe(true);
  });

  it('match deck cards carry the count', async () => {
    const response = await kit.as(viewer).get('/api/matching/recommendations?limit=50');
    expect(response.statusCode).toBe(200);
    const page = response.json() as RecommendationsPage;
    const byId = new Map(page.items.map((card) => [card.id, card.mutualConnections]));
    expect(byId.get(twoInCommon.profileId)).toBe(2);
    expect(byId.get(fourInCommon.profileId)).toBe(4);
    expect(byId.get(noneInCommon.profileId)).toBe(0);
  });
});
