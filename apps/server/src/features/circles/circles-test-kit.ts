// What the circles integration tests share: circles made through the API and their stored counts.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type {
  Circle,
  CircleInput,
  CircleMember,
  CirclePost,
} from '@cofound/shared/circles/circles.schemas';
import { circleMembers, founderCircles } from '../../db/schema';
import { everyPage } from '../../test/every-page';
import type { Member, MemberKit } from '../../test/member-kit';
import type { TestAppContext } from '../../test/use-test-app';

/** `admin()` answers the file's admin, who approves the circles the helpers make. */
export function circlesTestKit(
  ctx: Pick<TestAppContext, 'database'>,
  kit: MemberKit,
  admin: () => Member,
) {
  let serial = 0;
  /** A form with a name no other circle of the file has. */
  function form(body: Partial<CircleInput> = {}): CircleInput {
    serial += 1;
    return {
      name: `Circle ${serial} ${randomUUID().slice(0, 8)}`,
      industry: 'saas',
      description: 'Founders building software for other businesses',
      ...body,
    };
  }

  async function propose(by: Member, body: Partial<CircleInput> = {}): Promise<Circle> {
    const response = await kit.as(by).post('/api/circles', form(body));
    expect(response.statusCode).toBe(201);
    return response.json() as Circle;
  }

  /** An active circle with `by` as its moderator: their proposal, approved by the admin. */
  async function circleOf(by: Member, body: Partial<CircleInput> = {}): Promise<Circle> {
    const proposal = await propose(by, body);
    const approved = await kit
      .as(admin())
      .post(`/api/circles/${proposal.id}/review`, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    return approved.json() as Circle;
  }

  async function join(who: Member, circleId: string) {
    const response = await kit.as(who).put(`/api/circles/${circleId}/membership`);
    expect(response.statusCode).toBe(200);
    return response.json() as { membership: string; membersCount: number };
  }

  async function post(by: Member, circleId: string, content = 'Hello', parentId?: string) {
    const response = await kit
      .as(by)
      .post(`/api/circles/${circleId}/posts`, { content, ...(parentId && { parentId }) });
    expect(response.statusCode).toBe(201);
    return response.json() as CirclePost;
  }

  /** The circles `who` sees for the query, every page of it. */
  const circlesSeen = (who: Member | null, query: string, limit = 50) =>
    everyPage<Circle>(kit.as(who), `/api/circles?${query}`, limit);

  const membersOf = (who: Member | null, circleId: string, limit = 50) =>
    everyPage<CircleMember>(kit.as(who), `/api/circles/${circleId}/members`, limit);

  /** Every page of a circle's posts, or of a post's replies. */
  const postsSeen = (who: Member | null, path: string, limit = 50) =>
    everyPage<CirclePost>(kit.as(who), path, limit);

  /** The stored count and the active rows it must equal. */
  async function counts(circleId: string) {
    const db = ctx.database.db;
    const [circle] = await db.select().from(founderCircles).where(eq(founderCircles.id, circleId));
    const rows = await db.select().from(circleMembers).where(eq(circleMembers.circleId, circleId));
    return {
      membersCount: circle!.membersCount,
      active: rows.filter((row) => row.status === 'active').length,
      pending: rows.filter((row) => row.status === 'pending').length,
    };
  }

  return { form, propose, circleOf, join, post, circlesSeen, membersOf, postsSeen, counts };
}
