// Circle posts in the moderation queue: a post or reply as an admin sees it, removed through the
// same delete as its author's.
import type { ServiceLogger } from '../../lib/with-failure-message';
import type { Realtime } from '../../realtime';
import type { ModeratedContent } from '../safety';
import { deletePostCounted, postsAnnouncer } from './circle-post-changes';
import { circlesQueries, type CirclesRepository } from './circles.repository';

export function createCirclePostModeration(deps: {
  repository: CirclesRepository;
  realtime: Pick<Realtime, 'publishToTopic'>;
  log: ServiceLogger;
}): ModeratedContent {
  const announcePost = postsAnnouncer(deps.realtime, deps.log);
  return {
    async show(ids) {
      const rows = await deps.repository.postsByIds(ids);
      return new Map(
        rows.map((row) => [
          row.id,
          {
            text: row.content,
            context: `${row.parentId === null ? 'Post' : 'Reply'} in the circle "${row.circleName}"`,
            url: `/circles/${row.circleId}`,
          },
        ]),
      );
    },
    async remove(tx, postId) {
      const queries = circlesQueries(tx);
      const [post] = await queries.postsByIds([postId]);
      if (!post || !(await deletePostCounted(queries, post))) return null;
      return { afterCommit: () => announcePost(post, 'deleted') };
    },
  };
}
