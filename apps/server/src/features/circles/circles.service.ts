import { circleMessages as m } from '@cofound/shared/circles/circles.messages';
import type {
  CircleIndustry,
  CircleMembership,
  CircleReviewDecision,
  CircleStatus,
} from '@cofound/shared/circles/circles.options';
import type {
  Circle,
  CircleJoinRequestPage,
  CircleMemberPage,
  CircleMembershipState,
  CirclePage,
  CirclePost,
  CirclePostPage,
  CircleProposals,
  CirclesQuery,
  CircleValues,
} from '@cofound/shared/circles/circles.schemas';
import { connectionStateOf } from '@cofound/shared/connections/connection-state';
import { realtimeTopic } from '@cofound/shared/realtime';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { keysetPage } from '../../lib/keyset-cursor';
import { isUniqueViolation } from '../../lib/unique-violation';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import type { Realtime } from '../../realtime';
import { publishSafely, publishToTopicSafely } from '../../realtime/publish-safely';
import {
  decodeCircleCursor,
  decodeMemberCursor,
  decodePostCursor,
  decodeRequestCursor,
  encodeCircleCursor,
  encodeMemberCursor,
  encodePostCursor,
  encodeRequestCursor,
} from './circles.cursor';
import type {
  CirclePostRow,
  CircleRow,
  CirclesQueries,
  CirclesRepository,
  CircleViewer,
} from './circles.repository';

type Page = { cursor?: string; limit: number };

const isAdmin = (viewer: CircleViewer) => viewer?.role === 'admin';

/** Its moderators (the creator, or the proposer once approved) and every admin. */
const mayModerate = (circle: CircleRow, viewer: CircleViewer) =>
  isAdmin(viewer) || (circle.viewerStatus === 'active' && circle.viewerRole === 'moderator');

/**
 * Its members and discussion: a public circle's for anyone, a private one's for its members and
 * admins.
 */
const mayRead = (circle: CircleRow, viewer: CircleViewer) =>
  !circle.isPrivate || isAdmin(viewer) || circle.viewerStatus === 'active';

function membershipOf(circle: Pick<CircleRow, 'viewerStatus' | 'viewerRole'>): CircleMembership {
  if (circle.viewerStatus === 'pending') return 'pending';
  if (circle.viewerStatus === 'active')
    return circle.viewerRole === 'moderator' ? 'moderator' : 'member';
  return 'none';
}

function toCircle(row: CircleRow, viewer: CircleViewer): Circle {
  return {
    id: row.id,
    name: row.name,
    industry: row.industry as CircleIndustry,
    description: row.description,
    isPrivate: row.isPrivate,
    imageUrl: row.imageUrl,
    status: row.status as CircleStatus,
    membersCount: row.membersCount,
    membership: membershipOf(row),
    viewerCanModerate: mayModerate(row, viewer),
    viewerCanRead: mayRead(row, viewer),
    createdAt: row.createdAt.toISOString(),
  };
}

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

function invalidCursor(): AppError {
  return new AppError('VALIDATION_FAILED', m.invalidCursor, { cursor: [m.invalidCursor] });
}

/** The decoded cursor, null without one; a cursor that does not decode is a 400. */
function decoded<K>(raw: string | undefined, decode: (raw: string) => K | null): K | null {
  if (!raw) return null;
  const key = decode(raw);
  if (!key) throw invalidCursor();
  return key;
}

const nameTaken = () => new AppError('CONFLICT', m.nameTaken, { name: [m.nameTaken] });

/** Circles (docs/product.md#circles). */
export function createCirclesService(deps: {
  repository: CirclesRepository;
  realtime: Pick<Realtime, 'publish' | 'publishToTopic'>;
  log: ServiceLogger;
}) {
  const { repository, log } = deps;
  const notifyWatchers = publishToTopicSafely(deps.realtime, log);
  const notifyMembers = publishSafely(deps.realtime, log);
  const orFail = <T>(message: string, run: () => Promise<T>) =>
    withFailureMessage(log, message, run);

  async function shownCircle(
    queries: CirclesQueries,
    viewer: CircleViewer,
    circleId: string,
  ): Promise<CircleRow> {
    const circle = await queries.findCircle(circleId, viewer);
    if (!circle) throw new AppError('NOT_FOUND', m.notFound);
    return circle;
  }

  /** The circle, when the viewer may read its members and discussion. */
  async function readableCircle(viewer: CircleViewer, circleId: string, failure: string) {
    const circle = await orFail(failure, () => shownCircle(repository, viewer, circleId));
    if (!mayRead(circle, viewer)) throw new AppError('FORBIDDEN', m.membersOnly);
    return circle;
  }

  async function moderatedCircle(queries: CirclesQueries, viewer: SessionUser, circleId: string) {
    const circle = await shownCircle(queries, viewer, circleId);
    if (!mayModerate(circle, viewer)) throw new AppError('FORBIDDEN', m.notModerator);
    return circle;
  }

  /** Inserts or updates; a name another circle has (in any case) is 409. */
  async function savingName<T>(run: () => Promise<T>): Promise<T> {
    return orFail(m.submitFailed, async () => {
      try {
        return await run();
      } catch (error) {
        if (isUniqueViolation(error, 'founder_circles_name_idx')) throw nameTaken();
        throw error;
      }
    });
  }

  /** Everyone with the circle open refetches; the event carries ids only. */
  const announcePost = (
    post: { id: string; circleId: string; parentId: string | null },
    change: 'created' | 'deleted',
  ) =>
    notifyWatchers(realtimeTopic('circle', post.circleId), 'circle.posts', {
      circleId: post.circleId,
      postId: post.id,
      parentId: post.parentId,
      change,
    });

  return {
    async list(viewer: CircleViewer, query: CirclesQuery): Promise<CirclePage> {
      const after = decoded(query.cursor, decodeCircleCursor);
      const joined = query.joined === true;
      // A visitor belongs to no circle.
      if (joined && !viewer) return { items: [], nextCursor: null };
      const filters = {
        words: (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean),
        industry: query.industry ?? null,
        joined,
      };
      const rows = await orFail(m.loadFailed, () =>
        repository.listCircles({ filters, after, limit: query.limit + 1, viewer }),
      );
      return keysetPage(
        rows,
        query.limit,
        (row) => toCircle(row, viewer),
        (row) => encodeCircleCursor({ name: row.nameKey, id: row.id }),
      );
    },

    async proposals(viewer: SessionUser): Promise<CircleProposals> {
      const rows = await orFail(m.loadFailed, () =>
        repository.listProposals(viewer, isAdmin(viewer) ? null : viewer.id),
      );
      return { items: rows.map((row) => toCircle(row, viewer)) };
    },

    async get(viewer: CircleViewer, circleId: string): Promise<Circle> {
      const circle = await orFail(m.loadFailed, () => shownCircle(repository, viewer, circleId));
      return toCircle(circle, viewer);
    },

    /**
     * An admin's circle opens at once with them as its moderator; a member's waits for review,
     * with no members until it is approved.
     */
    async create(viewer: SessionUser, values: CircleValues): Promise<Circle> {
      const id = await savingName(() =>
        repository.transaction(async (queries) => {
          if (!isAdmin(viewer)) return queries.insertCircle(viewer.id, values, 'proposed');
          const circleId = await queries.insertCircle(viewer.id, values, 'active');
          await queries.insertMember(circleId, viewer.id, { status: 'active', role: 'moderator' });
          await queries.addToMembersCount(circleId, 1);
          return circleId;
        }),
      );
      return toCircle(
        await orFail(m.submitFailed, () => shownCircle(repository, viewer, id)),
        viewer,
      );
    },

    async update(viewer: SessionUser, circleId: string, values: CircleValues): Promise<Circle> {
      const found = await savingName(() => repository.updateCircle(circleId, values));
      if (!found) throw new AppError('NOT_FOUND', m.notFound);
      return toCircle(
        await orFail(m.submitFailed, () => shownCircle(repository, viewer, circleId)),
        viewer,
      );
    },

    async remove(circleId: string): Promise<void> {
      const found = await orFail(m.submitFailed, () => repository.deleteCircle(circleId));
      if (!found) throw new AppError('NOT_FOUND', m.notFound);
    },

    /**
     * Approving opens the circle with its proposer (if their account is still there) as its
     * moderator.
     */
    async review(
      viewer: SessionUser,
      circleId: string,
      decision: CircleReviewDecision,
    ): Promise<Circle> {
      await orFail(m.submitFailed, () =>
        repository.transaction(async (queries) => {
          const reviewed = await queries.reviewProposal(
            circleId,
            decision === 'approve' ? 'active' : 'declined',
          );
          if (!reviewed) {
            if (await queries.circleExists(circleId)) {
              throw new AppError('CONFLICT', m.notProposed);
            }
            throw new AppError('NOT_FOUND', m.notFound);
          }
          const proposer = reviewed.createdBy;
          if (decision !== 'approve' || proposer === null) return;
          const added = await queries.insertMember(circleId, proposer, {
            status: 'active',
            role: 'moderator',
          });
          if (added) await queries.addToMembersCount(circleId, 1);
          else await queries.makeModerator(circleId, proposer);
        }),
      );
      return toCircle(
        await orFail(m.loadFailed, () => shownCircle(repository, viewer, circleId)),
        viewer,
      );
    },

    /**
     * Joins a public circle, or asks to join a private one; idempotent. The count moves in the
     * same transaction, only when a membership was really added: however many join at once, it
     * equals the active members.
     */
    async join(viewer: SessionUser, circleId: string): Promise<CircleMembershipState> {
      const outcome = await orFail(m.joinFailed, () =>
        repository.transaction(async (queries) => {
          const circle = await queries.findCircle(circleId, viewer);
          if (!circle || circle.status !== 'active') throw new AppError('NOT_FOUND', m.notFound);
          if (circle.isPrivate) {
            const asked = await queries.insertMember(circleId, viewer.id, {
              status: 'pending',
              role: 'member',
            });
            const state = asked
              ? { status: 'pending' as const, role: 'member' as const }
              : await queries.membershipOf(circleId, viewer.id);
            return {
              circle,
              asked,
              membership: membershipOf({
                viewerStatus: state?.status ?? null,
                viewerRole: state?.role ?? null,
              }),
              membersCount: await queries.membersCountOf(circleId),
            };
          }
          // A request left from when the circle was private is let in now.
          const joined =
            (await queries.insertMember(circleId, viewer.id, {
              status: 'active',
              role: 'member',
            })) || (await queries.activateRequest(circleId, viewer.id));
          const membersCount = joined
            ? await queries.addToMembersCount(circleId, 1)
            : await queries.membersCountOf(circleId);
          const state = await queries.membershipOf(circleId, viewer.id);
          return {
            circle,
            asked: false,
            membership: membershipOf({
              viewerStatus: state?.status ?? null,
              viewerRole: state?.role ?? null,
            }),
            membersCount,
          };
        }),
      );
      if (outcome.asked) {
        const moderators = await orFail(m.joinFailed, () => repository.moderatorIds(circleId));
        if (moderators.length > 0) {
          await notifyMembers(moderators, 'circle.membership', {
            circleId,
            circleName: outcome.circle.name,
            status: 'requested',
          });
        }
      }
      return { membership: outcome.membership, membersCount: outcome.membersCount };
    },

    /** Leaves, or withdraws a request; idempotent. Only a removed membership moves the count. */
    async leave(viewer: SessionUser, circleId: string): Promise<CircleMembershipState> {
      return orFail(m.leaveFailed, () =>
        repository.transaction(async (queries) => {
          if (!(await queries.findCircle(circleId, viewer))) {
            throw new AppError('NOT_FOUND', m.notFound);
          }
          const removed = await queries.deleteMember(circleId, viewer.id);
          const membersCount =
            removed === 'active'
              ? await queries.addToMembersCount(circleId, -1)
              : await queries.membersCountOf(circleId);
          return { membership: 'none' as const, membersCount };
        }),
      );
    },

    async members(viewer: CircleViewer, circleId: string, query: Page): Promise<CircleMemberPage> {
      const after = decoded(query.cursor, decodeMemberCursor);
      await readableCircle(viewer, circleId, m.loadFailed);
      const rows = await orFail(m.loadFailed, () =>
        repository.listMembers(circleId, viewer, after, query.limit + 1),
      );
      return keysetPage(
        rows,
        query.limit,
        (row) => ({
          member: row.member,
          role: row.role,
          connectionState:
            viewer === null
              ? 'none'
              : row.userId === viewer.id
                ? 'self'
                : connectionStateOf(row.connection, viewer.id),
          joinedAt: row.joinedAt.toISOString(),
        }),
        (row) =>
          encodeMemberCursor({ role: row.role, joinedAt: row.joinedAtKey, userId: row.userId }),
      );
    },

    async requests(
      viewer: SessionUser,
      circleId: string,
      query: Page,
    ): Promise<CircleJoinRequestPage> {
      const after = decoded(query.cursor, decodeRequestCursor);
      await orFail(m.loadFailed, () => moderatedCircle(repository, viewer, circleId));
      const rows = await orFail(m.loadFailed, () =>
        repository.listRequests(circleId, viewer, after, query.limit + 1),
      );
      return keysetPage(
        rows,
        query.limit,
        (row) => ({ member: row.member, requestedAt: row.requestedAt.toISOString() }),
        (row) => encodeRequestCursor({ requestedAt: row.requestedAtKey, userId: row.userId }),
      );
    },

    /** A moderator answers a request; the member hears the answer live. */
    async answerRequest(
      viewer: SessionUser,
      circleId: string,
      profileId: string,
      accept: boolean,
    ): Promise<void> {
      const failure = accept ? m.joinFailed : m.submitFailed;
      const { circle, userId } = await orFail(failure, () =>
        repository.transaction(async (queries) => {
          const circle = await moderatedCircle(queries, viewer, circleId);
          const requester = await queries.userIdOfProfile(profileId);
          const answered =
            requester !== null &&
            (accept
              ? await queries.activateRequest(circleId, requester)
              : (await queries.deleteMember(circleId, requester, 'pending')) !== null);
          if (!answered || requester === null) {
            throw new AppError('NOT_FOUND', m.requestNotFound);
          }
          if (accept) await queries.addToMembersCount(circleId, 1);
          return { circle, userId: requester };
        }),
      );
      await notifyMembers([userId], 'circle.membership', {
        circleId,
        circleName: circle.name,
        status: accept ? 'accepted' : 'declined',
      });
    },

    async posts(viewer: CircleViewer, circleId: string, query: Page): Promise<CirclePostPage> {
      const after = decoded(query.cursor, (raw) => decodePostCursor(raw, 'posts'));
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
      query: Page,
    ): Promise<CirclePostPage> {
      const after = decoded(query.cursor, (raw) => decodePostCursor(raw, 'replies'));
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
          // Two deletes at once: only the one that removed the row moves the count.
          if (!(await queries.deletePost(postId))) {
            throw new AppError('NOT_FOUND', m.postNotFound);
          }
          if (post.parentId !== null) await queries.addToRepliesCount(post.parentId, -1);
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

export type CirclesService = ReturnType<typeof createCirclesService>;
