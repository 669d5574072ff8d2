import { z } from 'zod';
import { connectionStates } from '../connections/connections.schemas';
import { projectIndustries, projectStages } from './projects.options';
import { projectPersonSchema } from './projects.schemas';
import { TEAM_MATCH_MIN_SCORES } from './team-fit';

/** Each part of the team-fit score (0..1; `boost` is the points the reputation adds). */
export const teamFitComponentsSchema = z.object({
  skills: z.number(),
  role: z.number(),
  industry: z.number(),
  experience: z.number(),
  boost: z.number(),
});

/** A member recommended for a project's team, with why. */
export const teamRecommendationSchema = projectPersonSchema.extend({
  founderRole: z.string().nullable(),
  industry: z.string().nullable(),
  experience: z.number().int(),
  skills: z.array(z.string()),
  score: z.number(),
  components: teamFitComponentsSchema,
  /** The open role they fit, if any. */
  role: z.string().nullable(),
});
export type TeamRecommendation = z.infer<typeof teamRecommendationSchema>;
export const teamRecommendationsSchema = z.object({ items: z.array(teamRecommendationSchema) });
export type TeamRecommendations = z.infer<typeof teamRecommendationsSchema>;

const minScoreSchema = z.coerce
  .number()
  .refine((value) => (TEAM_MATCH_MIN_SCORES as readonly number[]).includes(value), {
    message: 'Choose 0, 50, 75 or 90',
  });

/** GET /api/team-matches?minScore=: 0, 50, 75 or 90 (percent). */
export const teamMatchesQuerySchema = z.object({ minScore: minScoreSchema.default(0) });
export type TeamMatchesQuery = z.output<typeof teamMatchesQuerySchema>;

/** A team whose open roles fit the member. */
export const teamMatchSchema = z.object({
  projectId: z.string(),
  teamName: z.string(),
  project: z.object({
    id: z.string(),
    title: z.string(),
    stage: z.enum(projectStages),
    description: z.string(),
  }),
  owner: projectPersonSchema,
  /** The owner first, then members; `memberCount` counts them all. */
  members: z.array(projectPersonSchema),
  memberCount: z.number().int(),
  role: z.string().nullable(),
  minExperience: z.number().int(),
  preferredIndustry: z.enum(projectIndustries),
  requiredSkills: z.array(z.string()),
  score: z.number(),
  components: teamFitComponentsSchema,
  /** How the member stands with the owner: messages and calls need a connection. */
  ownerConnection: z.enum(connectionStates),
});
export type TeamMatch = z.infer<typeof teamMatchSchema>;
export const teamMatchesSchema = z.object({ items: z.array(teamMatchSchema) });
export type TeamMatches = z.infer<typeof teamMatchesSchema>;

export const teamMatchResponseStatuses = ['accepted', 'rejected'] as const;
/** POST /api/team-matches/:projectId/response: Join Team (accepted) or Pass (rejected). */
export const teamMatchResponseSchema = z.strictObject({
  status: z.enum(teamMatchResponseStatuses),
});
export const teamMatchParamsSchema = z.object({ projectId: z.uuid('Invalid project ID') });
export const teamMatchAnswerSchema = z.object({
  status: z.enum(teamMatchResponseStatuses),
  score: z.number(),
  /** The join request Join Team sent to the owner. */
  invitationId: z.string().nullable(),
});
export type TeamMatchAnswer = z.infer<typeof teamMatchAnswerSchema>;

/**
 * GET and PUT /api/team-matches/alerts: the minimum score the member last chose; new teams at
 * or above it (and never below 50%) are announced live and in the mail digest.
 */
export const teamMatchAlertsSchema = z.strictObject({ minScore: minScoreSchema });
export type TeamMatchAlerts = z.output<typeof teamMatchAlertsSchema>;
