import { z } from 'zod';
import {
  archetypesFilter,
  discoverCardSchema,
  discoverListValues,
} from '../discover/discover.schemas';
import { MATCH_WEIGHTS, type MatchComponent } from './match-score';

/** The matching texts, word for word as docs/product.md#matching lists them. */
export const matchingMessages = {
  notAuthenticated: 'Not authenticated',
  profileUnavailable: 'Failed to get or create user profile',
  storeDecisionFailed: 'Failed to store match decision',
  getProfileFailed: 'Failed to get user profile',
  profileNotFound: 'Profile not found',
  fetchDecisionsFailed: 'Failed to fetch match decisions',
  fetchMatchesFailed: 'Failed to fetch potential matches',
  noMoreMatches: 'No More Matches',
  noMoreMatchesHint: 'You have seen everyone who fits right now. Refresh or widen your filters.',
  ownProfile: 'You cannot decide on your own profile.',
  invalidCursor: 'This list has changed. Please refresh your matches.',
  experienceRange: 'Minimum experience cannot be above maximum experience',
  savedEmpty: 'No saved profiles yet',
  savedEmptyHint: 'Save a match for later from the deck and it stays here until you decide.',
  undoFailed: 'Failed to undo. Please try again.',
  saveFailed: 'Failed to save for later. Please try again.',
} as const;

export const MATCH_PAGE_SIZE = 20;
export const MATCH_MAX_PAGE_SIZE = 50;
const MATCH_MAX_LIST_FILTER = 12;

/** The components in a fixed order, with their labels, for "why you match". */
export const matchComponentLabels: Record<MatchComponent, string> = {
  skills: 'Skills',
  industry: 'Industry',
  experience: 'Experience',
  lookingFor: 'Looking for',
  startupInterests: 'Startup interests',
};
export const matchComponents = Object.keys(MATCH_WEIGHTS) as MatchComponent[];

const listFilter = z
  .union([z.string().max(80), z.array(z.string().max(80)).max(MATCH_MAX_LIST_FILTER)])
  .optional();

/** A list filter as an array: trimmed, empties and duplicates dropped. */
export const matchListValues = discoverListValues;

const years = z.coerce.number().int().min(0).max(80).optional();

/**
 * GET /api/matching/recommendations (docs/product.md#deck). Lists arrive as
 * repeated keys or one plain value.
 */
export const recommendationsQuerySchema = z
  .object({
    industry: z.string().trim().max(80).optional(),
    minExperience: years,
    maxExperience: years,
    /** The profile has every one of these skills (case-insensitive). */
    requiredSkills: listFilter,
    /** The profile's looking_for overlaps these (case-insensitive). */
    roles: listFilter,
    /** The profile's founder type is one of these (from the personality test). */
    archetypes: archetypesFilter,
    /** 'true': only profiles with a verified badge (docs/product.md#verified-badges). */
    verified: z.enum(['true', 'false']).optional(),
    /** Opaque; from the previous page's nextCursor. */
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(MATCH_MAX_PAGE_SIZE).default(MATCH_PAGE_SIZE),
  })
  .refine(
    (query) =>
      query.minExperience === undefined ||
      query.maxExperience === undefined ||
      query.minExperience <= query.maxExperience,
    { message: matchingMessages.experienceRange, path: ['maxExperience'] },
  );
export type RecommendationsQuery = z.infer<typeof recommendationsQuerySchema>;
export type RecommendationsQueryInput = z.input<typeof recommendationsQuerySchema>;

export const matchComponentsSchema = z.object({
  skills: z.number(),
  industry: z.number(),
  experience: z.number(),
  lookingFor: z.number(),
  startupInterests: z.number(),
});

/** One card of the deck: a founder, the server's score (0..1) and its components. */
export const matchCardSchema = discoverCardSchema
  .omit({ connectionState: true, isOwn: true })
  .extend({
    bio: z.string(),
    startupInterests: z.array(z.string()),
    score: z.number().min(0).max(1),
    components: matchComponentsSchema,
    /** The founder's ready video pitch ('Watch pitch'), or null. */
    pitchUrl: z.string().nullable(),
  });
export type MatchCard = z.infer<typeof matchCardSchema>;

export const recommendationsPageSchema = z.object({
  items: z.array(matchCardSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type RecommendationsPage = z.infer<typeof recommendationsPageSchema>;

export { profileIdParamsSchema } from '../profiles/profile-id-params';

/**
 * PUT /api/matching/decisions/{profileId}. Only the choice: any score the browser sends is
 * dropped, the server computes the one it stores.
 */
export const matchDecisionBodySchema = z.object({ liked: z.boolean() });
export type MatchDecisionBody = z.infer<typeof matchDecisionBodySchema>;

export const matchDecisionResultSchema = z.object({
  profileId: z.string(),
  liked: z.boolean(),
  score: z.number(),
  decidedAt: z.string(),
  /** True when this like completed a mutual like. */
  mutual: z.boolean(),
  /** The live connection between the two after this decision, if any. */
  connection: z
    .object({ id: z.string(), status: z.enum(['pending', 'accepted']), createdByThis: z.boolean() })
    .nullable(),
});
export type MatchDecisionResult = z.infer<typeof matchDecisionResultSchema>;

/** DELETE /api/matching/decisions/{profileId}: undo. */
export const undoDecisionResultSchema = z.object({
  profileId: z.string(),
  /** The still-pending connection this decision had created, now withdrawn. */
  withdrawnConnectionId: z.string().nullable(),
});
export type UndoDecisionResult = z.infer<typeof undoDecisionResultSchema>;

/** The Saved list (save-for-later, docs/product.md#like-and-pass). */
export const savedProfileSchema = matchCardSchema.extend({ savedAt: z.string() });
export type SavedProfile = z.infer<typeof savedProfileSchema>;
export const savedProfilesSchema = z.object({ items: z.array(savedProfileSchema) });
export type SavedProfiles = z.infer<typeof savedProfilesSchema>;
export const saveResultSchema = z.object({ profileId: z.string(), savedAt: z.string() });
export type SaveResult = z.infer<typeof saveResultSchema>;
