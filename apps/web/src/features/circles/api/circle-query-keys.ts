import type { CircleFilters } from '../model/circle-filters';

/**
 * Every answer here depends on who asks (where they stand, what they may delete, their
 * connection to each member): the viewer is part of each key, after the circle's id, so that a
 * prefix without it reaches every viewer's copy.
 */
export const circleQueryKeys = {
  all: ['circles'] as const,
  lists: ['circles', 'list'] as const,
  list: (viewerId: string | null, filters: CircleFilters) =>
    ['circles', 'list', viewerId, filters] as const,
  proposals: ['circles', 'proposals'] as const,
  proposalsOf: (viewerId: string | null) => ['circles', 'proposals', viewerId] as const,
  details: ['circles', 'detail'] as const,
  detail: (circleId: string) => ['circles', 'detail', circleId] as const,
  detailOf: (circleId: string, viewerId: string | null) =>
    ['circles', 'detail', circleId, viewerId] as const,
  members: (circleId: string) => ['circles', 'members', circleId] as const,
  membersOf: (circleId: string, viewerId: string | null) =>
    ['circles', 'members', circleId, viewerId] as const,
  requests: (circleId: string) => ['circles', 'requests', circleId] as const,
  posts: (circleId: string) => ['circles', 'posts', circleId] as const,
  postsOf: (circleId: string, viewerId: string | null) =>
    ['circles', 'posts', circleId, viewerId] as const,
  replies: (circleId: string, postId?: string) =>
    postId
      ? (['circles', 'replies', circleId, postId] as const)
      : (['circles', 'replies', circleId] as const),
  repliesOf: (circleId: string, postId: string, viewerId: string | null) =>
    ['circles', 'replies', circleId, postId, viewerId] as const,
};
