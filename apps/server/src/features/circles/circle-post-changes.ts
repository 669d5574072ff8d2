// What deleting a post or reply changes beside its row: its post's reply count, and every page
// with the circle open. The delete of its author (or a moderator) and an admin's removal after a
// report both go through here.
import { realtimeTopic } from '@cofound/shared/realtime';
import type { ServiceLogger } from '../../lib/with-failure-message';
import type { Realtime } from '../../realtime';
import { publishToTopicSafely } from '../../realtime/publish-safely';
import type { CirclesQueries } from './circles.repository';

type PostIds = { id: string; circleId: string; parentId: string | null };

/**
 * Inside a unit of work: deletes the post (with its replies) or reply and moves its post's count.
 * False when another delete got there first (only the one that removed the row moves the count).
 */
export async function deletePostCounted(queries: CirclesQueries, post: PostIds): Promise<boolean> {
  if (!(await queries.deletePost(post.id))) return false;
  if (post.parentId !== null) await queries.addToRepliesCount(post.parentId, -1);
  return true;
}

/** After the commit: everyone with the circle open reads the discussion again; ids only. */
export function postsAnnouncer(realtime: Pick<Realtime, 'publishToTopic'>, log: ServiceLogger) {
  const notifyWatchers = publishToTopicSafely(realtime, log);
  return (post: PostIds, change: 'created' | 'deleted') =>
    notifyWatchers(realtimeTopic('circle', post.circleId), 'circle.posts', {
      circleId: post.circleId,
      postId: post.id,
      parentId: post.parentId,
      change,
    });
}
