// What the ideas board's integration tests share: ideas and comments made through the API, and
// the stored counts beside the rows they count.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { startupIdeaComments, startupIdeaLikes, startupIdeas } from '../../db/schema';
import { everyPage } from '../../test/every-page';
import type { Member, MemberKit } from '../../test/member-kit';
import type { TestAppContext } from '../../test/use-test-app';

export const ideaForm = {
  title: 'Heat pumps as a service',
  description: 'Installed free, paid back from the energy saved',
  industry: 'cleantech',
  skillsNeeded: ['Sales', 'Marketing'],
  rolesNeeded: ['CTO'],
};

export function ideasTestKit(ctx: Pick<TestAppContext, 'database'>, kit: MemberKit) {
  async function share(by: Member, body: object = {}): Promise<Idea> {
    const response = await kit.as(by).post('/api/ideas', { ...ideaForm, ...body });
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
    const likes = await db
      .select()
      .from(startupIdeaLikes)
      .where(eq(startupIdeaLikes.ideaId, ideaId));
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

  /**
   * An idea whose likes or comments count is not the number of its rows; titles like
   * `exceptTitles` are left out (ideas written with counts only).
   */
  async function counterOffItsRows(exceptTitles?: string) {
    const skipped = exceptTitles ? sql`${startupIdeas.title} not like ${exceptTitles}` : sql`true`;
    const [mismatch] = await ctx.database.db
      .select({ id: startupIdeas.id })
      .from(startupIdeas)
      .where(
        sql`${skipped} and (${startupIdeas.likesCount} <> (select count(*) from startup_idea_likes l where l.idea_id = ${startupIdeas.id})
          or ${startupIdeas.commentsCount} <> (select count(*) from startup_idea_comments c where c.idea_id = ${startupIdeas.id}))`,
      )
      .limit(1);
    return mismatch;
  }

  return { share, commentOn, everyIdea, rowCounts, counterOffItsRows };
}
