// Where a viewer stands with a circle, and the circle looked up for a viewer allowed to: the rules
// the circles, membership and discussion services share.
import { circleMessages as m } from '@cofound/shared/circles/circles.messages';
import type { CircleMembership } from '@cofound/shared/circles/circles.options';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import type { Realtime } from '../../realtime';
import type {
  CircleRow,
  CirclesQueries,
  CirclesRepository,
  CircleViewer,
} from './circles.repository';

/** What the circles service and its parts are made with. */
export type CirclesServiceDeps = {
  repository: CirclesRepository;
  realtime: Pick<Realtime, 'publish' | 'publishToTopic'>;
  log: ServiceLogger;
};

export const isAdmin = (viewer: CircleViewer) => viewer?.role === 'admin';

/** Its moderators (the creator, or the proposer once approved) and every admin. */
export const mayModerate = (circle: CircleRow, viewer: CircleViewer) =>
  isAdmin(viewer) || (circle.viewerStatus === 'active' && circle.viewerRole === 'moderator');

/**
 * Its members and discussion: a public circle's for anyone, a private one's for its members and
 * admins.
 */
export const mayRead = (circle: CircleRow, viewer: CircleViewer) =>
  !circle.isPrivate || isAdmin(viewer) || circle.viewerStatus === 'active';

export function membershipOf(
  circle: Pick<CircleRow, 'viewerStatus' | 'viewerRole'>,
): CircleMembership {
  if (circle.viewerStatus === 'pending') return 'pending';
  if (circle.viewerStatus === 'active')
    return circle.viewerRole === 'moderator' ? 'moderator' : 'member';
  return 'none';
}

/** The circle as the viewer may see it: hidden is 404, and not theirs to read or moderate is 403. */
export function circleAccess(deps: Pick<CirclesServiceDeps, 'repository' | 'log'>) {
  const { repository, log } = deps;
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

  return { shownCircle, readableCircle, moderatedCircle };
}
