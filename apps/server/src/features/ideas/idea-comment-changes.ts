// What deleting a comment changes beside its row: the idea's count, and every page with the idea
// open. The delete of its author (or the idea's) and an admin's removal both go through here.
import { realtimeTopic } from '@cofound/shared/realtime';
import type { ServiceLogger } from '../../lib/with-failure-message';
import type { Realtime } from '../../realtime';
import { publishToTopicSafely } from '../../realtime/publish-safely';
import type { IdeasQueries } from './ideas.repository';

/**
 * Inside a unit of work: deletes the comment and moves its idea's count. The count after, or
 * null when another delete got there first (only the one that removed the row moves the count).
 */
export async function deleteCommentCounted(
  queries: IdeasQueries,
  comment: { id: string; ideaId: string },
): Promise<number | null> {
  if (!(await queries.deleteComment(comment.id))) return null;
  return queries.addToCommentsCount(comment.ideaId, -1);
}

/** After the commit: everyone with the idea open reads its comments again. */
export function commentsAnnouncer(realtime: Pick<Realtime, 'publishToTopic'>, log: ServiceLogger) {
  const notifyWatchers = publishToTopicSafely(realtime, log);
  return (ideaId: string, commentsCount: number) =>
    notifyWatchers(realtimeTopic('idea', ideaId), 'idea.comments', { ideaId, commentsCount });
}
