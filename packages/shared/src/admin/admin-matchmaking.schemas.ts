import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE } from './admin-members.schemas';
import { adminPeriods } from './admin-stats.schemas';

export const ADMIN_DECISIONS_PAGE_SIZE = 25;

/** The liked filter of the decisions list: likes only, or passes only. */
export const adminDecisionLikedFilters = ['yes', 'no'] as const;
export type AdminDecisionLikedFilter = (typeof adminDecisionLikedFilters)[number];

const count = z.number().int().min(0);

/** `count` out of `of`; `rate` is count / of (0..1), null when there is nothing to rate. */
const rateSchema = z.object({ count, of: count, rate: z.number().min(0).max(1).nullable() });
export type AdminRate = z.infer<typeof rateSchema>;

/** Likes and passes of the decisions whose score (in percent) lies in from..to. */
export const scoreBandSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  likes: count,
  passes: count,
  /** likes / (likes + passes); null when the band is empty. */
  likeRate: z.number().min(0).max(1).nullable(),
});
export type ScoreBand = z.infer<typeof scoreBandSchema>;

/**
 * The decisions split where the scores divide most evenly: `high` scored `threshold` percent or
 * more, `low` less; each is the likes out of its decisions.
 */
export const scoreSplitSchema = z.object({
  threshold: z.number().int().min(1).max(100),
  high: rateSchema,
  low: rateSchema,
});
export type ScoreSplit = z.infer<typeof scoreSplitSchema>;

/**
 * GET /api/admin/matchmaking: the period's match decisions, connections and first messages
 * (docs/product.md#admin, Matchmaking).
 */
export const adminMatchmakingSchema = z.object({
  period: z.enum(adminPeriods),
  /** Likes out of the decisions made in the period. */
  likeRate: rateSchema,
  /** The period's likes answered by a like from the other member, out of those likes. */
  mutualLikeRate: rateSchema,
  /** Connection requests made in the period that are accepted, out of those requests. */
  acceptanceRate: rateSchema,
  /** Pairs whose connection was accepted in the period, and how soon they wrote. */
  firstMessage: z.object({
    matched: count,
    messaged: count,
    /** Median hours from acceptance to the first message; null when no pair has written. */
    medianHours: z.number().min(0).nullable(),
  }),
  /** Ten bands: 0-9, 10-19, ..., 90-100 percent. */
  scoreBands: z.array(scoreBandSchema),
  /** Null when the period's scores do not divide into two groups (fewer than two values). */
  scoreSplit: scoreSplitSchema.nullable(),
  /**
   * The chance that a liked suggestion scored higher than a passed one (ties count half); 0.5
   * means the score tells nothing. Null without both likes and passes.
   */
  likeOutscoresPass: z.number().min(0).max(1).nullable(),
});
export type AdminMatchmaking = z.infer<typeof adminMatchmakingSchema>;

/** GET /api/admin/matchmaking/decisions: the period's decisions, newest first. */
export const adminMatchDecisionsQuerySchema = z.object({
  period: z.enum(adminPeriods).default('30d'),
  liked: z.enum(adminDecisionLikedFilters).optional(),
  /** A part of either member's name. */
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_DECISIONS_PAGE_SIZE),
});
export type AdminMatchDecisionsQuery = z.infer<typeof adminMatchDecisionsQuerySchema>;
export type AdminMatchDecisionsQueryInput = z.input<typeof adminMatchDecisionsQuerySchema>;

const decisionMemberSchema = z.object({
  userId: z.string(),
  profileId: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
});
export type DecisionMember = z.infer<typeof decisionMemberSchema>;

/** One decision: `user` liked or passed on `profile`'s owner, with the score it was shown. */
export const adminMatchDecisionSchema = z.object({
  id: z.string(),
  user: decisionMemberSchema,
  profile: decisionMemberSchema,
  liked: z.boolean(),
  /** The stored match score, 0..1. */
  score: z.number().min(0).max(1),
  /** The first decision on this profile. */
  createdAt: z.string(),
  /** The decision in force (deciding again updates it); the list's order and period. */
  decidedAt: z.string(),
});
export type AdminMatchDecision = z.infer<typeof adminMatchDecisionSchema>;

export const adminMatchDecisionsPageSchema = z.object({
  items: z.array(adminMatchDecisionSchema),
  nextCursor: z.string().nullable(),
});
export type AdminMatchDecisionsPage = z.infer<typeof adminMatchDecisionsPageSchema>;
