import { z } from 'zod';
import { reputationLevels } from './reputation.rules';

export const reputationMessages = {
  profileNotFound: 'Profile not found',
  notConnected: 'You can only endorse skills of members you are connected with',
  alreadyEndorsed: 'You have already endorsed this skill',
  ownProfile: 'You cannot endorse your own skills',
  unknownSkill: 'This member does not list that skill',
  notEndorsed: 'You have not endorsed this skill',
  /** Web-only: the fetch failed and the fallback values (reputationFallback) are shown. */
  unavailable: 'Reputation could not be loaded',
  endorseFailed: 'Failed to endorse skill. Please try again.',
} as const;

/** GET /api/profiles/:id/reputation */
export const reputationResponseSchema = z.object({
  profileId: z.string(),
  totalScore: z.number().int(),
  connectionScore: z.number().int(),
  endorsementScore: z.number().int(),
  activityScore: z.number().int(),
  level: z.enum(reputationLevels),
});
export type ReputationResponse = z.infer<typeof reputationResponseSchema>;

/** One skill of the profile with its endorsements. */
export const skillEndorsementSummarySchema = z.object({
  skill: z.string(),
  count: z.number().int().min(0),
  /** Whether the signed-in viewer endorsed it (false for signed-out visitors). */
  endorsedByViewer: z.boolean(),
});
export type SkillEndorsementSummary = z.infer<typeof skillEndorsementSummarySchema>;

/** GET /api/profiles/:id/endorsements */
export const endorsementsResponseSchema = z.object({
  profileId: z.string(),
  /** The profile's skills in its own order, each with its count. */
  skills: z.array(skillEndorsementSummarySchema),
  /** Whether the viewer may endorse: signed in, not the owner, with an accepted connection. */
  viewerCanEndorse: z.boolean(),
});
export type EndorsementsResponse = z.infer<typeof endorsementsResponseSchema>;

/** POST and DELETE /api/profiles/:id/endorsements */
export const endorseSkillRequestSchema = z.object({
  skill: z.string().trim().min(1).max(100),
});
export type EndorseSkillRequest = z.infer<typeof endorseSkillRequestSchema>;

/** The answer to POST and DELETE: the skill's new count and the profile's new reputation. */
export const endorseSkillResponseSchema = z.object({
  skill: skillEndorsementSummarySchema,
  reputation: reputationResponseSchema,
});
export type EndorseSkillResponse = z.infer<typeof endorseSkillResponseSchema>;
