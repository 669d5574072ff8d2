import type { Circle, CircleMember, CirclePost } from '@cofound/shared/circles/circles.schemas';

/** Circles, members and posts as the API sends them, for the page tests. */
export const publicCircle: Circle = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Climate founders',
  industry: 'cleantech',
  description: 'Hardware and software for a cooler planet',
  isPrivate: false,
  imageUrl: null,
  status: 'active',
  membersCount: 3,
  membership: 'none',
  viewerCanModerate: false,
  viewerCanRead: true,
  createdAt: '2026-03-01T10:00:00.000Z',
};

export const privateCircle: Circle = {
  ...publicCircle,
  id: '00000000-0000-4000-8000-0000000000c2',
  name: 'Fintech builders',
  industry: 'fintech',
  description: 'Payments, lending and everything in between',
  isPrivate: true,
  membersCount: 1,
  viewerCanRead: false,
};

export const moderator: CircleMember = {
  member: { profileId: 'profile-7', name: 'Grace Hopper', title: 'CTO', imageUrl: null },
  role: 'moderator',
  connectionState: 'none',
  joinedAt: '2026-03-01T10:00:00.000Z',
};

export const member: CircleMember = {
  member: { profileId: 'profile-8', name: 'Alan Turing', title: 'Researcher', imageUrl: null },
  role: 'member',
  connectionState: 'connected',
  joinedAt: '2026-03-02T10:00:00.000Z',
};

export const post: CirclePost = {
  id: '00000000-0000-4000-8000-0000000000p1',
  circleId: publicCircle.id,
  parentId: null,
  content: 'Who is going to the climate summit?',
  author: moderator.member,
  repliesCount: 0,
  viewerCanDelete: false,
  createdAt: '2026-03-05T10:00:00.000Z',
};
