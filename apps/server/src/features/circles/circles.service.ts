import { circleMessages as m } from '@cofound/shared/circles/circles.messages';
import type {
  CircleIndustry,
  CircleReviewDecision,
  CircleStatus,
} from '@cofound/shared/circles/circles.options';
import type {
  Circle,
  CirclePage,
  CircleProposals,
  CirclesQuery,
  CircleValues,
} from '@cofound/shared/circles/circles.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { keysetPage } from '../../lib/keyset-cursor';
import { isUniqueViolation } from '../../lib/unique-violation';
import { withFailureMessage } from '../../lib/with-failure-message';
import {
  circleAccess,
  isAdmin,
  mayModerate,
  mayRead,
  membershipOf,
  type CirclesServiceDeps,
} from './circle-access';
import { createCircleDiscussionService } from './circle-discussion.service';
import { createCircleMembershipService } from './circle-membership.service';
import { decodeCircleCursor, decodedCursor, encodeCircleCursor } from './circles.cursor';
import type { CircleRow, CircleViewer } from './circles.repository';

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

const nameTaken = () => new AppError('CONFLICT', m.nameTaken, { name: [m.nameTaken] });

/**
 * Circles (docs/product.md#circles): proposing, reviewing and listing them here; membership and
 * the discussion come from their own parts.
 */
export function createCirclesService(deps: CirclesServiceDeps) {
  const { repository, log } = deps;
  const orFail = <T>(message: string, run: () => Promise<T>) =>
    withFailureMessage(log, message, run);
  const { shownCircle } = circleAccess(deps);

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

  return {
    async list(viewer: CircleViewer, query: CirclesQuery): Promise<CirclePage> {
      const after = decodedCursor(query.cursor, decodeCircleCursor);
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

    ...createCircleMembershipService(deps),
    ...createCircleDiscussionService(deps),
  };
}

export type CirclesService = ReturnType<typeof createCirclesService>;
