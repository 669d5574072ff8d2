import { z } from 'zod';
import { memberSummarySchema } from '../profiles/member-summary';
import { requiredList } from '../profiles/profiles.schemas';
import { projectMessages as m } from './projects.messages';
import { projectIndustries, projectStages } from './projects.options';

export const PROJECT_TITLE_MAX_LENGTH = 120;
export const PROJECT_DESCRIPTION_MAX_LENGTH = 5000;
export const PROJECT_MIN_EXPERIENCE_MAX = 50;
/** Ten trillion: more than any round, small enough to stay exact in a double. */
export const PROJECT_FUNDING_MAX = 10_000_000_000_000;

/** /api/projects/:id: anything but a UUID is 'Invalid project ID' before any lookup. */
export const projectIdParamsSchema = z.object({ id: z.uuid(m.invalidId) });

/** An optional number: empty or null is "not given"; text from a form input is parsed. */
function optionalNumber(schema: z.ZodNumber) {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    schema.nullable(),
  );
}

/**
 * POST /api/projects and PUT /api/projects/:id: one form for new and edit. Strict, so owner,
 * team and dates cannot be written through it. Funding amount and equity are kept only when
 * funding is wanted.
 */
export const projectInputSchema = z
  .strictObject({
    title: z.string().trim().min(1, m.titleRequired).max(PROJECT_TITLE_MAX_LENGTH),
    description: z
      .string()
      .trim()
      .min(1, m.descriptionRequired)
      .max(PROJECT_DESCRIPTION_MAX_LENGTH),
    industry: z.enum(projectIndustries, m.industryRequired),
    stage: z.enum(projectStages, m.stageRequired),
    skillsNeeded: requiredList(m.skillsRequired),
    rolesNeeded: requiredList(m.rolesRequired),
    fundingNeeded: z.boolean().default(false),
    fundingAmount: optionalNumber(
      z.number(m.fundingAmountMin).min(0, m.fundingAmountMin).max(PROJECT_FUNDING_MAX),
    ),
    equity: optionalNumber(z.number(m.equityRange).min(0, m.equityRange).max(100, m.equityRange)),
    minExperience: z
      .number(m.minExperienceRange)
      .int(m.minExperienceRange)
      .min(0, m.minExperienceRange)
      .max(PROJECT_MIN_EXPERIENCE_MAX, m.minExperienceRange)
      .default(0),
  })
  .transform((project) =>
    project.fundingNeeded ? project : { ...project, fundingAmount: null, equity: null },
  );
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectValues = z.output<typeof projectInputSchema>;

export const projectPersonSchema = memberSummarySchema;
export type ProjectPerson = z.infer<typeof projectPersonSchema>;

export const teamMemberRoles = ['owner', 'member'] as const;
export const teamMemberSchema = projectPersonSchema.extend({
  role: z.enum(teamMemberRoles),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationKinds = ['invite', 'request'] as const;
export type TeamInvitationKind = (typeof teamInvitationKinds)[number];

/** An invitation (from the owner) or a join request (from the member), waiting for an answer. */
export const pendingTeamInvitationSchema = z.object({
  id: z.string(),
  kind: z.enum(teamInvitationKinds),
  /** The member invited or asking to join. */
  member: projectPersonSchema,
  createdAt: z.string(),
});
export type PendingTeamInvitation = z.infer<typeof pendingTeamInvitationSchema>;

/** GET /api/projects/:id: the project, its owner and its team as the viewer may see them. */
export const projectSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  industry: z.enum(projectIndustries),
  stage: z.enum(projectStages),
  skillsNeeded: z.array(z.string()),
  rolesNeeded: z.array(z.string()),
  fundingNeeded: z.boolean(),
  fundingAmount: z.number().nullable(),
  equity: z.number().nullable(),
  minExperience: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  owner: projectPersonSchema,
  /** The team once its first member accepted; the owner leads it. */
  team: z.object({
    id: z.string().nullable(),
    name: z.string(),
    members: z.array(teamMemberSchema),
  }),
  /** Edit and Delete: the owner and admins. */
  viewerCanEdit: z.boolean(),
  /** The viewer is on the team (and may leave it), not as its owner. */
  viewerIsMember: z.boolean(),
  /** The viewer's own waiting invitation or join request for this project. */
  viewerInvitation: z.object({ id: z.string(), kind: z.enum(teamInvitationKinds) }).nullable(),
  /** Waiting invitations and join requests: for the owner and admins only, else empty. */
  pending: z.array(pendingTeamInvitationSchema),
});
export type Project = z.infer<typeof projectSchema>;

/** /api/projects/:id/members/:profileId */
export const teamMemberParamsSchema = z.object({
  id: z.uuid(m.invalidId),
  profileId: z.uuid(m.memberNotFound),
});
/** POST /api/projects/:id/invitations */
export const inviteMemberSchema = z.strictObject({ profileId: z.uuid(m.memberNotFound) });
/** /api/team-invitations/:invitationId/... */
export const invitationParamsSchema = z.object({ invitationId: z.uuid(m.invitationNotFound) });
export const invitationCreatedSchema = z.object({ id: z.string() });

/** GET /api/team-invitations: what waits for the member's answer, newest first. */
export const incomingTeamInvitationSchema = z.object({
  id: z.string(),
  kind: z.enum(teamInvitationKinds),
  project: z.object({ id: z.string(), title: z.string() }),
  /** Who sent it: the project's owner for an invitation, the member for a join request. */
  from: projectPersonSchema,
  createdAt: z.string(),
});
export type IncomingTeamInvitation = z.infer<typeof incomingTeamInvitationSchema>;
export const incomingTeamInvitationsSchema = z.object({
  items: z.array(incomingTeamInvitationSchema),
});
export type IncomingTeamInvitations = z.infer<typeof incomingTeamInvitationsSchema>;

/** A project as the dashboard lists it. */
export const projectSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  industry: z.enum(projectIndustries),
  stage: z.enum(projectStages),
  teamSize: z.number().int(),
  openRoles: z.array(z.string()),
  createdAt: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** GET /api/projects/mine: the member's own projects, newest first, a page at a time. */
export const myProjectsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type MyProjectsQuery = z.output<typeof myProjectsQuerySchema>;
export const projectListSchema = z.object({
  items: z.array(projectSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ProjectList = z.infer<typeof projectListSchema>;
