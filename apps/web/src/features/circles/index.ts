/**
 * A `circle.membership` event's toast and refetch. Its file imports no page: the app shell loads
 * it when the first such event arrives, so the pages stay out of the first download.
 */
export { announceCircleMembership } from './api/circle-membership-notices';
