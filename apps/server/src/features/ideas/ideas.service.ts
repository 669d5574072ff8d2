import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import type { IdeaIndustry, IdeaStage } from '@cofound/shared/ideas/ideas.options';
import type {
  Idea,
  IdeaComment,
  IdeaCommentPage,
  IdeaInterest,
  IdeaLike,
  IdeaPage,
  IdeasQuery,
  IdeaValues,
  InterestedMemberPage,
} from '@cofound/shared/ideas/ideas.schemas';
import { connectionStateOf } from '@cofound/shared/connections/connection-state';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { invalidCursorError, keysetPage } from '../../lib/keyset-cursor';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import type { Realtime } from '../../realtime';
import { publishSafely } from '../../realtime/publish-safely';
import { commentsAnnouncer, deleteCommentCounted } from './idea-comment-changes';
import { ideaPagePath } from './idea-moderation';
import {
  decodeCommentCursor,
  decodeIdeaCursor,
  decodeInterestCursor,
  encodeCommentCursor,
  encodeIdeaCursor,
  encodeInterestCursor,
} from './ideas.cursor';
import type {
  IdeaCommentRow,
  IdeaFilters,
  IdeaRow,
  IdeasRepository,
  IdeaViewer,
} from './ideas.repository';

const isAdmin = (viewer: IdeaViewer) => viewer?.role === 'admin';

function toIdea(row: IdeaRow, viewer: IdeaViewer): Idea {
  const isAuthor = viewer?.id === row.userId;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    industry: row.industry as IdeaIndustry,
    stage: row.stage as IdeaStage,
    skillsNeeded: row.skillsNeeded,
    rolesNeeded: row.rolesNeeded,
    author: row.author,
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
    viewerHasLiked: row.viewerHasLiked,
    interestedCount: row.interestedCount,
    viewerIsInterested: row.viewerIsInterested,
    viewerIsAuthor: isAuthor,
    viewerCanDelete: isAuthor || isAdmin(viewer),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Delete: the comment's author, the idea's author and admins. */
function mayDeleteComment(viewer: IdeaViewer, comment: { userId: string }, ideaAuthor: string) {
  return viewer?.id === comment.userId || viewer?.id === ideaAuthor || isAdmin(viewer);
}

function toComment(row: IdeaCommentRow, viewer: IdeaViewer, ideaAuthor: string): IdeaComment {
  return {
    id: row.id,
    ideaId: row.ideaId,
    content: row.content,
    author: row.author,
    viewerCanDelete: mayDeleteComment(viewer, row, ideaAuthor),
    createdAt: row.createdAt.toISOString(),
  };
}

function filtersOf(query: IdeasQuery): IdeaFilters {
  const skills = query.skills === undefined ? [] : [query.skills].flat();
  return {
    words: (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean),
    industry: query.industry ?? null,
    stage: query.stage ?? null,
    skills: [...new Set(skills.map((skill) => skill.trim()).filter(Boolean))],
  };
}

/** The ideas board (docs/product.md#ideas). */
export function createIdeasService(deps: {
  repository: IdeasRepository;
  realtime: Pick<Realtime, 'publish' | 'publishToTopic'>;
  log: ServiceLogger;
}) {
  const { repository, log } = deps;
  const notifyMembers = publishSafely(deps.realtime, log);
  const orFail = <T>(message: string, run: () => Promise<T>) =>
    withFailureMessage(log, message, run);

  async function visibleIdea(viewer: IdeaViewer, ideaId: string, failure: string) {
    const row = await orFail(failure, () => repository.findIdea(ideaId, viewer));
    if (!row) throw new AppError('NOT_FOUND', ideaMessages.notFound);
    return row;
  }

  const announceComments = commentsAnnouncer(deps.realtime, log);

  return {
    async list(viewer: IdeaViewer, query: IdeasQuery): Promise<IdeaPage> {
      const { limit, sort } = query;
      const after = query.cursor ? decodeIdeaCursor(query.cursor, sort) : null;
      if (query.cursor && !after) throw invalidCursorError(ideaMessages.invalidCursor);
      const rows = await orFail(ideaMessages.loadFailed, () =>
        repository.listIdeas({ filters: filtersOf(query), sort, after, limit: limit + 1, viewer }),
      );
      const count = (row: IdeaRow) =>
        sort === 'most_liked' ? row.likesCount : sort === 'most_discussed' ? row.commentsCount : 0;
      return keysetPage(
        rows,
        limit,
        (row) => toIdea(row, viewer),
        (last) =>
          encodeIdeaCursor(sort, { count: count(last), createdAt: last.createdAtKey, id: last.id }),
      );
    },

    async get(viewer: IdeaViewer, ideaId: string): Promise<Idea> {
      return toIdea(await visibleIdea(viewer, ideaId, ideaMessages.loadFailed), viewer);
    },

    async create(author: SessionUser, values: IdeaValues): Promise<Idea> {
      const id = await orFail(ideaMessages.submitFailed, () =>
        repository.insertIdea(author.id, values),
      );
      return toIdea(await visibleIdea(author, id, ideaMessages.submitFailed), author);
    },

    /** Only the author edits; an admin may delete but not rewrite someone's idea. */
    async update(viewer: SessionUser, ideaId: string, values: IdeaValues): Promise<Idea> {
      const idea = await visibleIdea(viewer, ideaId, ideaMessages.submitFailed);
      if (idea.userId !== viewer.id) throw new AppError('FORBIDDEN', ideaMessages.notAuthor);
      await orFail(ideaMessages.submitFailed, () => repository.updateIdea(ideaId, values));
      return toIdea(await visibleIdea(viewer, ideaId, ideaMessages.submitFailed), viewer);
    },

    async remove(viewer: SessionUser, ideaId: string): Promise<void> {
      const idea = await visibleIdea(viewer, ideaId, ideaMessages.loadFailed);
      if (idea.userId !== viewer.id && !isAdmin(viewer)) {
        throw new AppError('FORBIDDEN', ideaMessages.notAuthor);
      }
      await repository.deleteIdea(ideaId);
    },

    /**
     * Likes (or takes the like back) and moves the count in one transaction, only when a row was
     * really added or removed: however many toggle at once, the count equals the likes.
     */
    async setLike(viewer: SessionUser, ideaId: string, liked: boolean): Promise<IdeaLike> {
      return repository.transaction(async (queries) => {
        if (!(await queries.findIdea(ideaId, viewer))) {
          throw new AppError('NOT_FOUND', ideaMessages.notFound);
        }
        const changed = liked
          ? await queries.insertLike(ideaId, viewer.id)
          : await queries.deleteLike(ideaId, viewer.id);
        const likesCount = changed
          ? await queries.addToLikesCount(ideaId, liked ? 1 : -1)
          : await queries.likesCountOf(ideaId);
        return { likesCount, viewerHasLiked: liked };
      });
    },

    async comments(
      viewer: IdeaViewer,
      ideaId: string,
      query: { after?: string; limit: number },
    ): Promise<IdeaCommentPage> {
      const after = query.after ? decodeCommentCursor(query.after) : null;
      if (query.after && !after) throw invalidCursorError(ideaMessages.invalidCursor, 'after');
      const idea = await visibleIdea(viewer, ideaId, ideaMessages.commentsFailed);
      const rows = await orFail(ideaMessages.commentsFailed, () =>
        repository.listComments(ideaId, viewer, after, query.limit + 1),
      );
      return keysetPage(
        rows,
        query.limit,
        (row) => toComment(row, viewer, idea.userId),
        (last) => encodeCommentCursor({ createdAt: last.createdAtKey, id: last.id }),
      );
    },

    async comment(viewer: SessionUser, ideaId: string, content: string): Promise<IdeaComment> {
      const { comment, commentsCount, ideaAuthor } = await orFail(ideaMessages.commentFailed, () =>
        repository.transaction(async (queries) => {
          const idea = await queries.findIdea(ideaId, viewer);
          if (!idea) throw new AppError('NOT_FOUND', ideaMessages.notFound);
          const id = await queries.insertComment(ideaId, viewer.id, content);
          const count = await queries.addToCommentsCount(ideaId, 1);
          const row = await queries.findComment(ideaId, id, viewer);
          if (!row) throw new Error('the new comment was not found');
          return { comment: row, commentsCount: count, ideaAuthor: idea };
        }),
      );
      await announceComments(ideaId, commentsCount);
      // The commenter could see the idea, so neither has blocked the other.
      if (ideaAuthor.userId !== viewer.id) {
        await notifyMembers([ideaAuthor.userId], 'community.reply', {
          kind: 'idea_comment',
          fromName: comment.author.name,
          title: ideaAuthor.title,
          path: ideaPagePath(ideaId),
        });
      }
      return toComment(comment, viewer, ideaAuthor.userId);
    },

    /** 'Interested in building this': once per member, never on their own idea. */
    async setInterest(viewer: SessionUser, ideaId: string, on: boolean): Promise<IdeaInterest> {
      return repository.transaction(async (queries) => {
        const idea = await queries.findIdea(ideaId, viewer);
        if (!idea) throw new AppError('NOT_FOUND', ideaMessages.notFound);
        if (on && idea.userId === viewer.id) {
          throw new AppError('VALIDATION_FAILED', ideaMessages.ownIdea, {
            id: [ideaMessages.ownIdea],
          });
        }
        if (on) await queries.insertInterest(ideaId, viewer.id);
        else await queries.deleteInterest(ideaId, viewer.id);
        return {
          interestedCount: await queries.interestedCountOf(ideaId),
          viewerIsInterested: on,
        };
      });
    },

    /** Who is interested, for the idea's author (and admins) to connect with or invite. */
    async interested(
      viewer: SessionUser,
      ideaId: string,
      query: { cursor?: string; limit: number },
    ): Promise<InterestedMemberPage> {
      const after = query.cursor ? decodeInterestCursor(query.cursor) : null;
      if (query.cursor && !after) throw invalidCursorError(ideaMessages.invalidCursor);
      const idea = await visibleIdea(viewer, ideaId, ideaMessages.interestedFailed);
      if (idea.userId !== viewer.id && !isAdmin(viewer)) {
        throw new AppError('FORBIDDEN', ideaMessages.notAuthor);
      }
      const rows = await orFail(ideaMessages.interestedFailed, () =>
        repository.listInterested(ideaId, viewer, after, query.limit + 1),
      );
      return keysetPage(
        rows,
        query.limit,
        (row) => ({
          member: row.member,
          connectionState:
            row.userId === viewer.id ? 'self' : connectionStateOf(row.connection, viewer.id),
          interestedAt: row.interestedAt.toISOString(),
        }),
        (last) => encodeInterestCursor({ createdAt: last.interestedAtKey, userId: last.userId }),
      );
    },

    /** Who wrote an idea or a comment the reporter sees (reports on content). */
    async ideaAuthor(ideaId: string, viewer: SessionUser) {
      const idea = await repository.findIdea(ideaId, viewer);
      return idea ? { authorUserId: idea.userId } : null;
    },

    async commentAuthor(commentId: string, viewer: SessionUser) {
      const comment = await repository.findAnyComment(commentId, viewer);
      return comment ? { authorUserId: comment.userId } : null;
    },

    async removeComment(viewer: SessionUser, ideaId: string, commentId: string): Promise<void> {
      const commentsCount = await repository.transaction(async (queries) => {
        const idea = await queries.findIdea(ideaId, viewer);
        if (!idea) throw new AppError('NOT_FOUND', ideaMessages.notFound);
        const comment = await queries.findComment(ideaId, commentId, viewer);
        if (!comment) throw new AppError('NOT_FOUND', ideaMessages.commentNotFound);
        if (!mayDeleteComment(viewer, comment, idea.userId)) {
          throw new AppError('FORBIDDEN', ideaMessages.notAuthor);
        }
        return deleteCommentCounted(queries, comment);
      });
      if (commentsCount !== null) await announceComments(ideaId, commentsCount);
    },
  };
}

export type IdeasService = ReturnType<typeof createIdeasService>;
