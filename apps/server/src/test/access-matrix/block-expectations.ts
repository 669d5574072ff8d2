// The block half of the access matrix (docs/product.md#safety): every read route that shows
// other members' people or content, and how to tell whether one member shows in its answer.
// A block either way hides the two members from each other in all of them.
import type { LightMyRequestResponse } from 'fastify';
import type { Member, MemberKit } from '../member-kit';
import { harvestProject } from '../project-fixtures';

/** The members of the block matrix; `owner` blocked `blocked`, and `blocker` blocked `owner`. */
export type BlockWorld = {
  kit: MemberKit;
  owner: Member;
  /** Sees the owner: no block with them. */
  bystander: Member;
  blocker: Member;
  blocked: Member;
  /** Gives the member reputation points, as a message they sent would. */
  earn: (member: Member) => Promise<void>;
  /** A public circle the four have joined. */
  circleOfAll: () => Promise<{ circleId: string }>;
  /**
   * A skill only this world's four have: a project asking for it ranks them above the members
   * other routes' worlds left behind, in lists that keep only the best few.
   */
  skill: string;
};

export type BlockExpectation<Made = Record<string, string>> = {
  /** Records the route shows, made once before anyone asks. */
  prepare?: (world: BlockWorld) => Promise<Made>;
  /**
   * 'others': the other three ask about what the owner made (the bystander sees it, the two on
   * either side of a block do not). 'owner': the owner asks, and sees the bystander but neither
   * of the other two.
   */
  asker: 'others' | 'owner';
  url: (made: Made, world: BlockWorld) => string;
  /** Whether `who` (or what `made` holds of theirs) shows in the answer; a 404 shows nothing. */
  shows: (response: LightMyRequestResponse, who: Member, made: Made) => boolean;
};

type Item = Record<string, unknown>;
const itemsOf = (response: LightMyRequestResponse, key = 'items'): Item[] =>
  response.statusCode === 200 ? ((response.json() as Record<string, Item[]>)[key] ?? []) : [];
const profileIdAt = (item: Item, path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Item | undefined)?.[key], item);
/** A list whose items name a member by the profile id at `path`. */
const listed =
  (path: string[], key = 'items') =>
  (response: LightMyRequestResponse, who: Member) =>
    itemsOf(response, key).some((item) => profileIdAt(item, path) === who.profileId);
/** A page of one record: shown when it answers 200. */
const found = (response: LightMyRequestResponse) => response.statusCode === 200;

function expectation<Made>(entry: BlockExpectation<Made>): BlockExpectation<unknown> {
  return entry as BlockExpectation<unknown>;
}

const idea = {
  title: 'Soil sensors',
  description: 'Cheap sensors for small farms',
  industry: 'finance',
  stage: 'concept',
  skillsNeeded: ['Go'],
  rolesNeeded: ['CTO'],
};

async function createProject(world: BlockWorld): Promise<{ projectId: string }> {
  const response = await world.kit
    .as(world.owner)
    .post('/api/projects', harvestProject({ skillsNeeded: ['Go', 'Sales', world.skill] }));
  return { projectId: (response.json() as { id: string }).id };
}

async function createIdea(world: BlockWorld, author: Member): Promise<{ ideaId: string }> {
  const response = await world.kit.as(author).post('/api/ideas', idea);
  return { ideaId: (response.json() as { id: string }).id };
}

/** Every route the matrix covers, as 'METHOD /path' of the route table. */
export const blockExpectations: Record<string, BlockExpectation<unknown>> = {
  'GET /api/profiles/:id': expectation({
    asker: 'others',
    url: (_made, world) => `/api/profiles/${world.owner.profileId}`,
    shows: found,
  }),
  'GET /api/discover': expectation({
    asker: 'others',
    url: () => '/api/discover?limit=50',
    shows: listed(['id']),
  }),
  'GET /api/matching/recommendations': expectation({
    asker: 'others',
    url: () => '/api/matching/recommendations?limit=50',
    shows: listed(['id']),
  }),
  'GET /api/reputation/leaderboard': expectation({
    prepare: async (world) => {
      for (const member of [world.owner, world.bystander, world.blocker, world.blocked]) {
        await world.earn(member);
      }
      return {};
    },
    asker: 'others',
    url: () => '/api/reputation/leaderboard?timeframe=all-time',
    shows: listed(['member', 'profileId'], 'leaders'),
  }),
  'GET /api/projects/:id': expectation({
    prepare: createProject,
    asker: 'others',
    url: ({ projectId }) => `/api/projects/${projectId}`,
    shows: found,
  }),
  'GET /api/team-matches': expectation({
    prepare: createProject,
    asker: 'others',
    url: () => '/api/team-matches?limit=50',
    shows: (response, _who, { projectId }) =>
      itemsOf(response).some((item) => item.projectId === projectId),
  }),
  'GET /api/projects/:id/recommendations': expectation({
    prepare: createProject,
    asker: 'owner',
    url: ({ projectId }) => `/api/projects/${projectId}/recommendations`,
    shows: listed(['profileId']),
  }),
  'GET /api/ideas': expectation({
    prepare: (world) => createIdea(world, world.owner),
    asker: 'others',
    url: () => '/api/ideas?limit=50',
    shows: listed(['author', 'profileId']),
  }),
  'GET /api/ideas/:id': expectation({
    prepare: (world) => createIdea(world, world.owner),
    asker: 'others',
    url: ({ ideaId }) => `/api/ideas/${ideaId}`,
    shows: found,
  }),
  'GET /api/ideas/:id/comments': expectation({
    // The owner's comment on the bystander's idea, which everyone may see.
    prepare: async (world) => {
      const made = await createIdea(world, world.bystander);
      await world.kit
        .as(world.owner)
        .post(`/api/ideas/${made.ideaId}/comments`, { content: 'Count me in' });
      return made;
    },
    asker: 'others',
    url: ({ ideaId }) => `/api/ideas/${ideaId}/comments`,
    shows: listed(['author', 'profileId']),
  }),
  'GET /api/circles/:id/members': expectation({
    prepare: (world) => world.circleOfAll(),
    asker: 'others',
    url: ({ circleId }) => `/api/circles/${circleId}/members`,
    shows: listed(['member', 'profileId']),
  }),
  'GET /api/circles/:id/posts': expectation({
    prepare: async (world) => {
      const made = await world.circleOfAll();
      await world.kit
        .as(world.owner)
        .post(`/api/circles/${made.circleId}/posts`, { content: 'Who is hiring?' });
      return made;
    },
    asker: 'others',
    url: ({ circleId }) => `/api/circles/${circleId}/posts`,
    shows: listed(['author', 'profileId']),
  }),
};
