import { z } from 'zod';
import { connectionStates } from '../connections/connections.schemas';
import { memberSummarySchema } from '../profiles/member-summary';
import { requiredList } from '../profiles/profiles.schemas';
import { ideaMessages as m } from './ideas.messages';
import { ideaIndustries, ideaSorts, ideaStages } from './ideas.options';

export const IDEA_TITLE_MAX_LENGTH = 120;
export const IDEA_DESCRIPTION_MAX_LENGTH = 5000;
export const IDEA_COMMENT_MAX_LENGTH = 2000;
export const IDEAS_PAGE_SIZE = 12;
export const IDEAS_MAX_PAGE_SIZE = 50;
export const IDEA_COMMENTS_PAGE_SIZE = 30;
/** At most this many skills in the filter. */
export const IDEAS_MAX_SKILL_FILTER = 8;

/** /api/ideas/:id: anything but a UUID is 'Invalid idea ID' before any lookup. */
export const ideaIdParamsSchema = z.object({ id: z.uuid(m.invalidId) });
/** /api/ideas/:id/comments/:commentId */
export const ideaCommentParamsSchema = z.object({
  id: z.uuid(m.invalidId),
  commentId: z.uuid(m.commentNotFound),
});

/**
 * POST /api/ideas and PUT /api/ideas/:id: one form for new and edit, every field required.
 * Skills and roles arrive as lists (the form splits its comma-separated text).
 */
export const ideaInputSchema = z.strictObject({
  title: z.string().trim().min(1, m.titleRequired).max(IDEA_TITLE_MAX_LENGTH),
  description: z.string().trim().min(1, m.descriptionRequired).max(IDEA_DESCRIPTION_MAX_LENGTH),
  industry: z.enum(ideaIndustries, m.industryRequired),
  stage: z.enum(ideaStages, m.stageRequired).default('concept'),
  skillsNeeded: requiredList(m.skillsRequired),
  rolesNeeded: requiredList(m.rolesRequired),
});
export type IdeaInput = z.input<typeof ideaInputSchema>;
export type IdeaValues = z.output<typeof ideaInputSchema>;

const skillFilter = z
  .union([z.string().max(80), z.array(z.string().max(80)).max(IDEAS_MAX_SKILL_FILTER)])
  .optional();

/**
 * GET /api/ideas. `q` searches title and description; `skills` keeps ideas that ask for all of
 * them (repeated keys, or one plain value).
 */
export const ideasQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  industry: z.enum(ideaIndustries).optional(),
  stage: z.enum(ideaStages).optional(),
  skills: skillFilter,
  sort: z.enum(ideaSorts).default('newest'),
  /** Opaque; from the previous page's nextCursor. */
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(IDEAS_MAX_PAGE_SIZE).default(IDEAS_PAGE_SIZE),
});
export type IdeasQuery = z.infer<typeof ideasQuerySchema>;
export type IdeasQueryInput = z.input<typeof ideasQuerySchema>;

export const ideaAuthorSchema = memberSummarySchema;
export type IdeaAuthor = z.infer<typeof ideaAuthorSchema>;

/** One idea as the board shows it. */
export const ideaSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  industry: z.enum(ideaIndustries),
  stage: z.enum(ideaStages),
  skillsNeeded: z.array(z.string()),
  rolesNeeded: z.array(z.string()),
  author: ideaAuthorSchema,
  likesCount: z.number().int().min(0),
  commentsCount: z.number().int().min(0),
  /** False for visitors. */
  viewerHasLiked: z.boolean(),
  /** Members who said 'Interested in building this'. */
  interestedCount: z.number().int().min(0),
  viewerIsInterested: z.boolean(),
  /** Edit and Delete: the author; Delete also admins. */
  viewerIsAuthor: z.boolean(),
  viewerCanDelete: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Idea = z.infer<typeof ideaSchema>;

export const ideaPageSchema = z.object({
  items: z.array(ideaSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type IdeaPage = z.infer<typeof ideaPageSchema>;

/** PUT and DELETE /api/ideas/:id/like answer the idea's exact count after the change. */
export const ideaLikeSchema = z.object({
  likesCount: z.number().int().min(0),
  viewerHasLiked: z.boolean(),
});
export type IdeaLike = z.infer<typeof ideaLikeSchema>;

/** Trimmed; empty or whitespace-only text is refused. */
export const ideaCommentInputSchema = z.strictObject({
  content: z
    .string()
    .trim()
    .min(1, m.commentRequired)
    .max(IDEA_COMMENT_MAX_LENGTH, m.commentTooLong),
});
export type IdeaCommentInput = z.input<typeof ideaCommentInputSchema>;

export const ideaCommentSchema = z.object({
  id: z.string(),
  ideaId: z.string(),
  content: z.string(),
  author: ideaAuthorSchema,
  /** Delete: the comment's author, the idea's author and admins. */
  viewerCanDelete: z.boolean(),
  createdAt: z.string(),
});
export type IdeaComment = z.infer<typeof ideaCommentSchema>;

/** GET /api/ideas/:id/comments: oldest first; `after` pages forward (opaque cursor). */
export const ideaCommentsQuerySchema = z.object({
  after: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(IDEAS_MAX_PAGE_SIZE).default(IDEA_COMMENTS_PAGE_SIZE),
});
export const ideaCommentPageSchema = z.object({
  items: z.array(ideaCommentSchema),
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type IdeaCommentPage = z.infer<typeof ideaCommentPageSchema>;

/** PUT and DELETE /api/ideas/:id/interest answer the idea's count after the change. */
export const ideaInterestSchema = z.object({
  interestedCount: z.number().int().min(0),
  viewerIsInterested: z.boolean(),
});
export type IdeaInterest = z.infer<typeof ideaInterestSchema>;

/** GET /api/ideas/:id/interested (its author): newest first, keyset-paged. */
export const ideaInterestedQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(IDEAS_MAX_PAGE_SIZE).default(IDEA_COMMENTS_PAGE_SIZE),
});
export const interestedMemberSchema = z.object({
  member: memberSummarySchema,
  /** How the author stands with them (Connect). */
  connectionState: z.enum(connectionStates),
  interestedAt: z.string(),
});
export type InterestedMember = z.infer<typeof interestedMemberSchema>;
export const interestedMemberPageSchema = z.object({
  items: z.array(interestedMemberSchema),
  nextCursor: z.string().nullable(),
});
export type InterestedMemberPage = z.infer<typeof interestedMemberPageSchema>;
