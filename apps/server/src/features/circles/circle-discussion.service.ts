// A circle's discussion: posts, replies to them (one level), and who may watch or report them.
import { circleMessages as m } from '@cofound/shared/circles/circles.messages';
import type { CirclePost, CirclePostPage } from '@cofound/shared/circles/circles.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { keysetPage } from '../../lib/keyset-cursor';
import { withFailureMessage } from '../../lib/with-failure-message';
import { publishSafely } from '../../realtime/publish-safely';
import {
  circleAccess,
  isAdmin,
  mayModerate,
  mayRead,
  type CirclesServiceDeps,
} from './circle-access';
import { deletePostCounted, postsAnnouncer } from './circle-post-changes';
import {
  decodedCursor,
  decodePostCursor,
  encodePostCursor,
  type PageQuery,
} from './circles.cursor';
import type { CirclePostRow, CircleRow, CircleViewer } from './circles.repository';

/**
 * `repliesCount` is the stored count of every reply, also those of members the viewer does not
 * see (blocked, suspended): like a comments count, it says how much was said, not how much shows.
 */
function toPost(row: CirclePostRow, circle: CircleRow, viewer: CircleViewer): CirclePost {
  return {
    id: row.id,
    circleId: row.circleId,
    parentId: row.parentId,
    content: row.content,
    author: row.author,
    repliesCount: row.repliesCount,
    viewerCanDelete: viewer?.id === row.userId || mayModerate(circle, viewer),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The discussion of circles (docs/product.md#circles); part of the circles service. */
export function createCircleDiscussionService(deps: CirclesServiceDeps) {
  const { repository, log } = deps;
  const notifyMembers = publishSafely(deps.realtime, log);
  const orFail = <T>(message: string, run: () => Promise<T>) =>
    withFailureMessage(log, message, run);
  const { shownCircle, readableCircle } = circleAccess(deps);

  const announcePost = postsAnnouncer(deps.realtime, log);

  return {
    async posts(viewer: CircleViewer, circleId: string, query: PageQuery): Promise<CirclePostPage> {
      const after = decodedCursor(query.cursor, (raw) => decodePostCursor(raw, 'posts'));
      const circle = await readableCircle(viewer, circleId, m.postsFailed);
      const rows = await orFail(m.postsFailed, () =>
        repository.listPosts(circleId, viewer, after, query.limit + 1),
      );
      return keysetPage(
        rows,
        query.limit,
        (row) => toPost(row, circle, viewer),
        (row) => encodePostCursor('posts', { createdAt: row.createdAtKey, id: row.id }),
      );
    },

    async replies(
      viewer: CircleViewer,
      circleId: string,
      postId: string,
      query: PageQuery,
    ): Promise<CirclePostPage> {
      const after = decodedCursor(query.cursor, (raw) => decodePostCursor(raw, 'replies'));
      const circle = await readableCircle(viewer, circleId, m.postsFailed);
      const post = await orFail(m.postsFailed, () => repository.findPost(circleId, postId, viewer));
      if (!post || post.parentId !== null) throw new AppError('NOT_FOUND', m.postNotFound);
      const rows = await orFail(m.postsFailed, () =>
        repository.listReplies(postId, viewer, after, query.limit + 1),
      );
      return keysetPage(
        rows,
        query.limit,
        (row) => toPost(row, circle, viewer),
        (row) => encodePostCursor('replies', { createdAt: row.createdAtKey, id: row.id }),
      );
    },

    /**
     * Posts, or replies to a post (one level). Members post; admins may without joining. The
     * reply and its post's count are written together; watchers and the post's author hear of
     * it after the commit.
     */
    async post(
      viewer: SessionUser,
      circleId: string,
      input: { content: string; parentId?: string },
    ): Promise<CirclePost> {
      const parentId = input.parentId ?? null;
      const { circle, post, parent } = await orFail(m.postFailed, () =>
        repository.transaction(async (queries) => {
          const circle = await shownCircle(queries, viewer, circleId);
          if (!isAdmin(viewer) && circle.viewerStatus !== 'active') {
            throw new AppError('FORBIDDEN', m.notMember);
          }
          let parent: CirclePostRow | null = null;
          if (parentId !== null) {
            parent = await queries.findPost(circleId, parentId, viewer);
            if (!parent) throw new AppError('NOT_FOUND', m.postNotFound);
            if (parent.parentId !== null) {
              throw new AppError('VALIDATION_FAILED', m.replyToReply, {
                parentId: [m.replyToReply],
              });
            }
          }
          const id = await queries.insertPost(circleId, viewer.id, parentId, input.content);
          if (parentId !== null) await queries.addToRepliesCount(parentId, 1);
          const post = await queries.findPost(circleId, id, viewer);
          if (!post) throw new Error('the new post was not found');
          return { circle, post, parent };
        }),
      );
      await announcePost(post, 'created');
      if (parent && parent.userId !== viewer.id) {
        // An admin sees past blocks; the post's author still hears nothing from a blocked member.
        const blocked = await orFail(m.postFailed, () =>
          repository.blockedBetween(viewer.id, parent.userId),
        );
        if (!blocked) {
          await notifyMembers([parent.userId], 'community.reply', {
            kind: 'circle_reply',
            fromName: post.author.name,
            title: circle.name,
            path: `/circles/${circleId}`,
          });
        }
      }
      return toPost(post, circle, viewer);
    },

    /** Deleted by its author, the circle's moderators and admins; a post with its replies. */
    async removePost(viewer: SessionUser, circleId: string, postId: string): Promise<void> {
      const removed = await orFail(m.submitFailed, () =>
        repository.transaction(async (queries) => {
          const circle = await shownCircle(queries, viewer, circleId);
          const post = await queries.findPost(circleId, postId, viewer);
          if (!post) throw new AppError('NOT_FOUND', m.postNotFound);
          if (post.userId !== viewer.id && !mayModerate(circle, viewer)) {
            throw new AppError('FORBIDDEN', m.notAuthor);
          }
          if (!(await deletePostCounted(queries, post))) {
            throw new AppError('NOT_FOUND', m.postNotFound);
          }
          return post;
        }),
      );
      await announcePost(removed, 'deleted');
    },

    /** Whether the member may watch the circle's discussion live ('circle:<id>'). */
    async mayWatch(userId: string, circleId: string): Promise<boolean> {
      const role = await repository.roleOf(userId);
      if (role === null) return false;
      const viewer = { id: userId, role };
      const circle = await repository.findCircle(circleId, viewer);
      return circle !== null && mayRead(circle, viewer);
    },

    /** Who wrote a post or reply the reporter sees, in a circle they may read (reports). */
    async postAuthor(postId: string, viewer: SessionUser) {
      const post = await repository.findAnyPost(postId, viewer);
      if (!post) return null;
      const circle = await repository.findCircle(post.circleId, viewer);
      return circle && mayRead(circle, viewer) ? { authorUserId: post.userId } : null;
    },
  };
}
