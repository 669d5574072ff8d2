import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecommendationsPage } from '@cofound/shared/matching/matching.schemas';
import type { Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { matchingTest } from './matching-test-support';

// The deck and activity (docs/decisions/0033-stale-profiles-sink.md): a member away 30 days ranks
// after active members with an equal score, one away 90 days is left out until they return.
const ctx = useTestApp();
const { member, get, ids } = matchingTest(ctx);

/** Same match fields for all: every one has the same score for the viewer. */
const twin = { skills: ['Rust'], industry: 'Finance', experience: 2 };
const awayDays = [0, 29, 30, 89, 90] as const;

let viewer: Member;
const byDays = new Map<number, Member>();

const setLastActive = (who: Member, daysAgo: number) =>
  ctx.database.db.execute(
    sql`update profiles set last_active_at = now() - make_interval(secs => ${daysAgo * 86_400})
        where id = ${who.profileId}`,
  );
const sortedIds = (members: Member[]) => members.map((m) => m.profileId).sort();

beforeAll(async () => {
  viewer = await member('viewer');
  for (const days of awayDays) {
    const twinMember = await member(`away ${days}`, twin);
    await setLastActive(twinMember, days);
    byDays.set(days, twinMember);
  }
});

/** The twins in the order the deck shows them. */
async function twinsInDeck(query = '?limit=50'): Promise<string[]> {
  const twins = new Set([...byDays.values()].map((m) => m.profileId));
  return (await ids(viewer, query)).filter((id) => twins.has(id));
}

describe('the deck and how long members have been away', () => {
  it('ranks 0 and 29 days as active, 30 and 89 days after them, and leaves out 90 days', async () => {
    const at = (days: number) => byDays.get(days)!;
    expect(await twinsInDeck()).toEqual([
      ...sortedIds([at(0), at(29)]),
      ...sortedIds([at(30), at(89)]),
    ]);
  });

  it('pages through the same order one card at a time', async () => {
    const all = await ids(viewer, '?limit=50');
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = (await get(viewer, query)).json() as RecommendationsPage;
      paged.push(...page.items.map((card) => card.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);
  });

  it('refuses a cursor without the activity part', async () => {
    const old = Buffer.from(JSON.stringify([0.5, viewer.profileId])).toString('base64url');
    const response = await get(viewer, `?cursor=${old}`);
    expect(response.statusCode).toBe(400);
  });

  it('brings a member back at once when they are active again', async () => {
    const returning = byDays.get(90)!;
    await setLastActive(returning, 0);
    const deck = await twinsInDeck();
    expect(deck).toContain(returning.profileId);
    expect(deck.indexOf(returning.profileId)).toBeLessThan(deck.indexOf(byDays.get(30)!.profileId));
    await setLastActive(returning, 90);
    expect(await twinsInDeck()).not.toContain(returning.profileId);
  });

  it('still gives a viewer who was away their deck (signing in makes them active anyway)', async () => {
    await setLastActive(viewer, 120);
    expect(await twinsInDeck()).toHaveLength(4);
    await setLastActive(viewer, 0);
  });
});
