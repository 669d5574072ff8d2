import { z } from 'zod';
import { connectionStates } from '../connections/connections.schemas';
import { messageBodySchema } from '../messages/messages.schemas';
import { memberSummarySchema } from '../profiles/member-summary';
import { circleMessages as m } from './circles.messages';
import {
  circleIndustries,
  circleMemberships,
  circleReviewDecisions,
  circleRoles,
  circleStatuses,
} from './circles.options';

export const CIRCLE_NAME_MAX_LENGTH = 80;
export const CIRCLE_DESCRIPTION_MAX_LENGTH = 1000;
export const CIRCLES_PAGE_SIZE = 24;
export const CIRCLE_MEMBERS_PAGE_SIZE = 24;
export const CIRCLE_POSTS_PAGE_SIZE = 20;
export const CIRCLE_REPLIES_PAGE_SIZE = 30;
export const CIRCLES_MAX_PAGE_SIZE = 50;

const cursor = z.string().max(300).optional();
const limit = (fallback: number) =>
  z.coerce.number().int().min(1).max(CIRCLES_MAX_PAGE_SIZE).default(fallback);

/** /api/circles/:id: anything but a UUID is 'Invalid circle ID' before any lookup. */
export const circleIdParamsSchema = z.object({ id: z.uuid(m.invalidId) });
/** /api/circles/:id/requests/:profileId */
export const circleRequestParamsSchema = z.object({
  id: z.uuid(m.invalidId),
  profileId: z.uuid(m.requestNotFound),
});
/** /api/circles/:id/posts/:postId */
export const circlePostParamsSchema = z.object({
  id: z.uuid(m.invalidId),
  postId: z.uuid(m.postNotFound),
});

/**
 * GET /api/circles: active circles by name. `q` searches names and descriptions; `joined` keeps
 * the viewer's own (member or moderator, not pending).
 */
export const circlesQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  industry: z.enum(circleIndustries).optional(),
  joined: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  cursor,
  limit: limit(CIRCLES_PAGE_SIZE),
});
export type CirclesQuery = z.infer<typeof circlesQuerySchema>;
export type CirclesQueryInput = z.input<typeof circlesQuerySchema>;

/**
 * POST /api/circles (an admin creates, a member proposes) and PUT /api/circles/:id (admins).
 */
export const circleInputSchema = z.strictObject({
  name: z.string().trim().min(1, m.nameRequired).max(CIRCLE_NAME_MAX_LENGTH),
  industry: z.enum(circleIndustries, m.industryRequired),
  description: z.string().trim().min(1, m.descriptionRequired).max(CIRCLE_DESCRIPTION_MAX_LENGTH),
  isPrivate: z.boolean().default(false),
});
export type CircleInput = z.input<typeof circleInputSchema>;
export type CircleValues = z.output<typeof circleInputSchema>;

/** One circle as the grid and its page show it. */
export const circleSchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.enum(circleIndustries),
  description: z.string(),
  isPrivate: z.boolean(),
  imageUrl: z.string().nullable(),
  status: z.enum(circleStatuses),
  /** Active members and moderators; pending requests do not count. */
  membersCount: z.number().int().min(0),
  membership: z.enum(circleMemberships),
  /** The viewer may accept requests and delete any post: its moderators and admins. */
  viewerCanModerate: z.boolean(),
  /** The viewer sees its members and discussion: public circles, or members and admins. */
  viewerCanRead: z.boolean(),
  createdAt: z.string(),
});
export type Circle = z.infer<typeof circleSchema>;

export const circlePageSchema = z.object({
  items: z.array(circleSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CirclePage = z.infer<typeof circlePageSchema>;

/** GET /api/circles/proposals: an admin sees every waiting proposal, a member their own. */
export const circleProposalsSchema = z.object({ items: z.array(circleSchema) });
export type CircleProposals = z.infer<typeof circleProposalsSchema>;

/** POST /api/circles/:id/review */
export const circleReviewSchema = z.strictObject({ decision: z.enum(circleReviewDecisions) });
export type CircleReview = z.infer<typeof circleReviewSchema>;

/** PUT and DELETE /api/circles/:id/membership answer where the viewer stands now. */
export const circleMembershipSchema = z.object({
  membership: z.enum(circleMemberships),
  membersCount: z.number().int().min(0),
});
export type CircleMembershipState = z.infer<typeof circleMembershipSchema>;

const pageQuerySchema = (fallback: number) => z.object({ cursor, limit: limit(fallback) });

/** GET /api/circles/:id/members: moderators first, then by when they joined. */
export const circleMembersQuerySchema = pageQuerySchema(CIRCLE_MEMBERS_PAGE_SIZE);
export const circleMemberSchema = z.object({
  member: memberSummarySchema,
  role: z.enum(circleRoles),
  /** How the viewer stands with this member (Connect); 'none' for visitors. */
  connectionState: z.enum(connectionStates),
  joinedAt: z.string(),
});
export type CircleMember = z.infer<typeof circleMemberSchema>;
export const circleMemberPageSchema = z.object({
  items: z.array(circleMemberSchema),
  nextCursor: z.string().nullable(),
});
export type CircleMemberPage = z.infer<typeof circleMemberPageSchema>;

/** GET /api/circles/:id/requests (its moderators): oldest first. */
export const circleRequestsQuerySchema = pageQuerySchema(CIRCLE_MEMBERS_PAGE_SIZE);
export const circleJoinRequestSchema = z.object({
  member: memberSummarySchema,
  requestedAt: z.string(),
});
export type CircleJoinRequest = z.infer<typeof circleJoinRequestSchema>;
export const circleJoinRequestPageSchema = z.object({
  items: z.array(circleJoinRequestSchema),
  nextCursor: z.string().nullable(),
});
export type CircleJoinRequestPage = z.infer<typeof circleJoinRequestPageSchema>;

/**
 * POST /api/circles/:id/posts: the same text rules as chat. With `parentId` it is a reply to
 * that post (one level: replies to a reply are refused).
 */
export const circlePostInputSchema = z.strictObject({
  content: messageBodySchema,
  parentId: z.uuid(m.postNotFound).optional(),
});
export type CirclePostInput = z.input<typeof circlePostInputSchema>;

export const circlePostSchema = z.object({
  id: z.string(),
  circleId: z.string(),
  /** Null for a post; the post's id for a reply. */
  parentId: z.string().nullable(),
  content: z.string(),
  author: memberSummarySchema,
  /** Replies of a post (0 for a reply). */
  repliesCount: z.number().int().min(0),
  /** Delete: its author, the circle's moderators and admins. */
  viewerCanDelete: z.boolean(),
  createdAt: z.string(),
});
export type CirclePost = z.infer<typeof circlePostSchema>;

/** GET /api/circles/:id/posts: posts newest first. */
export const circlePostsQuerySchema = pageQuerySchema(CIRCLE_POSTS_PAGE_SIZE);
/** GET /api/circles/:id/posts/:postId/replies: a post's replies, oldest first. */
export const circleRepliesQuerySchema = pageQuerySchema(CIRCLE_REPLIES_PAGE_SIZE);
export const circlePostPageSchema = z.object({
  items: z.array(circlePostSchema),
  nextCursor: z.string().nullable(),
});
export type CirclePostPage = z.infer<typeof circlePostPageSchema>;
