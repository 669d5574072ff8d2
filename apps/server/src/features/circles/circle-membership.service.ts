// A circle's members: joining and leaving, the member list, and the requests to join a private
// circle that its moderators answer.
import { circleMessages as m } from '@cofound/shared/circles/circles.messages';
import type {
  CircleJoinRequestPage,
  CircleMemberPage,
  CircleMembershipState,
} from '@cofound/shared/circles/circles.schemas';
import { connectionStateOf } from '@cofound/shared/connections/connection-state';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { keysetPage } from '../../lib/keyset-cursor';
import { withFailureMessage } from '../../lib/with-failure-message';
import { publishSafely } from '../../realtime/publish-safely';
import { circleAccess, membershipOf, type CirclesServiceDeps } from './circle-access';
import {
  decodedCursor,
  decodeMemberCursor,
  decodeRequestCursor,
  encodeMemberCursor,
  encodeRequestCursor,
  type PageQuery,
} from './circles.cursor';
import type { CircleViewer } from './circles.repository';

/** Membership of circles (docs/product.md#circles); part of the circles service. */
export function createCircleMembershipService(deps: CirclesServiceDeps) {
  const { repository, log } = deps;
  const notifyMembers = publishSafely(deps.realtime, log);
  const orFail = <T>(message: string, run: () => Promise<T>) =>
    withFailureMessage(log, message, run);
  const { readableCircle, moderatedCircle } = circleAccess(deps);

  return {
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

    async members(
      viewer: CircleViewer,
      circleId: string,
      query: PageQuery,
    ): Promise<CircleMemberPage> {
      const after = decodedCursor(query.cursor, decodeMemberCursor);
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
      query: PageQuery,
    ): Promise<CircleJoinRequestPage> {
      const after = decodedCursor(query.cursor, decodeRequestCursor);
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
  };
}
