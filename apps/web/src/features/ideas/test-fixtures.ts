import type {
  Idea,
  IdeaAuthor,
  IdeaComment,
  InterestedMember,
} from '@cofound/shared/ideas/ideas.schemas';
import { demoMember } from '../../test/render-app-route';

// Ideas, members and comments as the API sends them, for the ideas tests.

/** The signed-in demo member, as the author of an idea or a comment. */
export const viewerAuthor: IdeaAuthor = {
  profileId: demoMember.profileId!,
  name: demoMember.name,
  title: '',
  imageUrl: null,
};

/** Someone else's idea. */
export const idea: Idea = {
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'Tutor bot',
  description: 'An AI tutor for every pupil',
  industry: 'education',
  stage: 'concept',
  skillsNeeded: ['Machine Learning', 'Sales'],
  rolesNeeded: ['CTO'],
  author: {
    profileId: '00000000-0000-4000-8000-000000000009',
    name: 'Ada Lovelace',
    title: 'Engineer',
    imageUrl: null,
  },
  likesCount: 3,
  commentsCount: 0,
  viewerHasLiked: false,
  interestedCount: 0,
  viewerIsInterested: false,
  viewerIsAuthor: false,
  viewerCanDelete: false,
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-04T10:00:00.000Z',
};

/** The same idea as the demo member's own: they may edit and delete it. */
export const ownIdea: Idea = {
  ...idea,
  author: viewerAuthor,
  viewerIsAuthor: true,
  viewerCanDelete: true,
};

/** A comment on `idea`, by default the demo member's. */
export const commentOf = (overrides: Partial<IdeaComment> = {}): IdeaComment => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  ideaId: idea.id,
  content: 'Count me in',
  author: viewerAuthor,
  viewerCanDelete: false,
  createdAt: '2026-03-05T10:00:00.000Z',
  ...overrides,
});

export const bea: InterestedMember = {
  member: {
    profileId: '00000000-0000-4000-8000-0000000000b1',
    name: 'Bea Builder',
    title: 'Full-stack engineer',
    imageUrl: null,
  },
  connectionState: 'none',
  interestedAt: '2026-03-06T10:00:00.000Z',
};

export const cy: InterestedMember = {
  member: {
    profileId: '00000000-0000-4000-8000-0000000000b2',
    name: 'Cy Connected',
    title: 'Designer',
    imageUrl: null,
  },
  connectionState: 'connected',
  interestedAt: '2026-03-05T10:00:00.000Z',
};

/** The board's first page with no filters, as a stubbed request key. */
export const LIST = 'GET /api/ideas?sort=newest';

/** The API path of `idea`; its likes, comments and interest hang below it. */
export const IDEA = `/api/ideas/${idea.id}`;
