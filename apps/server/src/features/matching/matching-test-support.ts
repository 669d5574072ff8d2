// Helpers for the matching integration tests: a deck of known founders and the matching routes.
import { and, eq, or } from 'drizzle-orm';
import { expect } from 'vitest';
import type { RecommendationsPage } from '@cofound/shared/matching/matching.schemas';
import { connections } from '../../db/schema';
import { fixtureId, insertFounders } from '../../test/founder-fixtures';
import { memberKit, type Member } from '../../test/member-kit';
import type { TestAppContext } from '../../test/use-test-app';

export const viewerFields = {
  skills: ['React', 'Sales'],
  industry: 'SaaS',
  experience: 5,
  lookingFor: ['Technical Cofounder'],
  startupInterests: ['Climate'],
};

// Twelve founders with known match fields; ids sort as their number.
export const founders = Array.from({ length: 12 }, (_, i) => ({
  id: fixtureId(i + 1),
  name: `Founder ${i + 1}`,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  industry: i % 2 === 0 ? 'SaaS' : 'Finance',
  experience: i,
  skills: i % 3 === 0 ? ['react', 'Go'] : ['Sales'],
  lookingFor: i % 4 === 0 ? ['technical cofounder'] : ['Designer'],
  startupInterests: i % 5 === 0 ? ['Climate'] : [],
  status: (i === 10 ? 'suspended' : i === 11 ? 'banned' : 'active') as 'active',
}));
export const activeFounders = founders.filter((f) => f.status === 'active');

export function matchingTest(ctx: TestAppContext) {
  const kit = memberKit(ctx);

  /** A member with the viewer's match fields, `fields` overriding some. */
  const member = (name: string, fields: Partial<typeof viewerFields> = {}) =>
    kit.member({ name, profile: { ...viewerFields, ...fields } });

  /** The founders, a viewer, and another member who differs from the viewer in skills and industry. */
  async function deck() {
    await insertFounders(ctx.database.db, founders);
    const viewer = await member('viewer');
    const other = await member('other', { skills: ['Go'], industry: 'Finance' });
    return { viewer, other };
  }

  function get(who: Member | null, query = '') {
    return kit.as(who).get(`/api/matching/recommendations${query}`);
  }
  async function ids(who: Member, query = ''): Promise<string[]> {
    const response = await get(who, query);
    expect(response.statusCode).toBe(200);
    return (response.json() as RecommendationsPage).items.map((card) => card.id);
  }
  function decide(who: Member | null, profileId: string, payload: object) {
    return kit.as(who).put(`/api/matching/decisions/${profileId}`, payload);
  }
  function undo(who: Member | null, profileId: string) {
    return kit.as(who).del(`/api/matching/decisions/${profileId}`);
  }
  function pairConnections(a: Member, b: Member) {
    return ctx.database.db
      .select()
      .from(connections)
      .where(
        or(
          and(eq(connections.senderId, a.userId), eq(connections.receiverId, b.userId)),
          and(eq(connections.senderId, b.userId), eq(connections.receiverId, a.userId)),
        ),
      );
  }

  return { kit, member, deck, get, ids, decide, undo, pairConnections };
}
