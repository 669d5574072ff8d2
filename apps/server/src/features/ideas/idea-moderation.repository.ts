// The SQL of the ideas board as the moderation queue shows it: ideas and comments by id, for an
// admin, whoever wrote them.
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { startupIdeaComments, startupIdeas } from '../../db/schema';

/** The moderation queries; the ideas repository includes them. */
export function ideaModerationQueries(db: DbOrTx) {
  return {
    async ideasByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: startupIdeas.id,
          title: startupIdeas.title,
          description: startupIdeas.description,
        })
        .from(startupIdeas)
        .where(inArray(startupIdeas.id, [...ids]));
    },

    /** Comments with the title of the idea they are on. */
    async commentsByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: startupIdeaComments.id,
          ideaId: startupIdeaComments.ideaId,
          content: startupIdeaComments.content,
          ideaTitle: startupIdeas.title,
        })
        .from(startupIdeaComments)
        .innerJoin(startupIdeas, eq(startupIdeas.id, startupIdeaComments.ideaId))
        .where(inArray(startupIdeaComments.id, [...ids]));
    },
  };
}
