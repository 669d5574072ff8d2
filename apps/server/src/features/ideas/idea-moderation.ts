// The ideas board in the moderation queue: ideas and comments as an admin sees them, removed
// through the same deletes as their authors'.
import type { ServiceLogger } from '../../lib/with-failure-message';
import type { Realtime } from '../../realtime';
import type { ModeratedContent } from '../safety';
import { commentsAnnouncer, deleteCommentCounted } from './idea-comment-changes';
import { ideasQueries, type IdeasRepository } from './ideas.repository';

/** The ideas page with the idea's comments open. */
export const ideaPagePath = (ideaId: string) => `/ideas?comments=${ideaId}`;

export function createIdeaModeration(deps: {
  repository: IdeasRepository;
  realtime: Pick<Realtime, 'publishToTopic'>;
  log: ServiceLogger;
}): { idea: ModeratedContent; comment: ModeratedContent } {
  const { repository } = deps;
  const announceComments = commentsAnnouncer(deps.realtime, deps.log);
  return {
    idea: {
      async show(ids) {
        const rows = await repository.ideasByIds(ids);
        return new Map(
          rows.map((row) => [
            row.id,
            { text: row.description, context: `Idea: ${row.title}`, url: ideaPagePath(row.id) },
          ]),
        );
      },
      // Its likes, comments and interest go with it; nothing shows a deleted idea live.
      async remove(tx, ideaId) {
        return (await ideasQueries(tx).deleteIdea(ideaId)) ? { afterCommit: async () => {} } : null;
      },
    },
    comment: {
      async show(ids) {
        const rows = await repository.commentsByIds(ids);
        return new Map(
          rows.map((row) => [
            row.id,
            {
              text: row.content,
              context: `Comment on the idea "${row.ideaTitle}"`,
              url: ideaPagePath(row.ideaId),
            },
          ]),
        );
      },
      async remove(tx, commentId) {
        const queries = ideasQueries(tx);
        const [comment] = await queries.commentsByIds([commentId]);
        if (!comment) return null;
        const count = await deleteCommentCounted(queries, comment);
        if (count === null) return null;
        return { afterCommit: () => announceComments(comment.ideaId, count) };
      },
    },
  };
}
