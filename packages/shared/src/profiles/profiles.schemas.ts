import { z } from 'zod';
import { lastActivePeriods } from './last-active';
import { replyRateSchema } from './reply-rate';
import { connectionStates } from '../connections/connections.schemas';
import { archetypes } from '../personality-test/archetypes';
import { memberRoles } from '../session/session.schemas';
import { normalizeList } from './list-input';
import { profileMessages as m } from './profiles.messages';
import {
  commitments,
  equityExpectations,
  profileIndustries,
  profileVisibilities,
} from './profiles.options';
import { isValidTimeZone } from './time-zones';

export const PROFILE_LIST_MAX_ITEMS = 30;
export const PROFILE_LIST_ITEM_MAX_LENGTH = 60;
export const PROFILE_BIO_MAX_LENGTH = 4000;
export const PROFILE_EXPERIENCE_MAX = 80;

/** A required list field: items cleaned like typed input, at least one left. */
export function requiredList(message: string) {
  return z
    .array(z.string().max(PROFILE_LIST_ITEM_MAX_LENGTH))
    .max(PROFILE_LIST_MAX_ITEMS)
    .transform((items) => normalizeList(items))
    .pipe(z.array(z.string()).min(1, message));
}

/** Empty text or null means "not given". */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * Experience (docs/product.md#editor): a number of at least 0; an invalid value (empty, not a
 * number) is stored as 0. Fractions are cut to whole years. A negative number is an error the
 * member sees.
 */
export const experienceInputSchema = z.preprocess((value) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return 0;
  return Math.trunc(number);
}, z.number().int().min(0, m.experienceMin).max(PROFILE_EXPERIENCE_MAX));

/** Which optional facts a member shows on the public profile. Private: owner and admins only. */
export const visibilityDetailsSchema = z.object({
  showLocation: z.boolean().default(true),
  showEquityExpectation: z.boolean().default(true),
  /** Whether others see how recently the member was active (docs/product.md#last-active). */
  showLastActive: z.boolean().default(true),
});
export type VisibilityDetails = z.infer<typeof visibilityDetailsSchema>;

/** Reads the stored jsonb leniently: anything unexpected falls back to the defaults. */
export function readVisibilityDetails(value: unknown): VisibilityDetails {
  const parsed = visibilityDetailsSchema.safeParse(value ?? {});
  return parsed.success
    ? parsed.data
    : { showLocation: true, showEquityExpectation: true, showLastActive: true };
}

/**
 * PUT /api/profiles/me. Strict: any other key (role, status, is_premium, email, imageUrl, ...)
 * makes the request fail, so nothing the server owns can be written through it.
 */
export const profileUpdateSchema = z.strictObject({
  name: z.string().trim().min(1, m.nameRequired).max(100),
  title: z.string().trim().min(1, m.titleRequired).max(120),
  skills: requiredList(m.skillsRequired),
  experience: experienceInputSchema,
  industry: z.enum(profileIndustries, m.industryRequired),
  lookingFor: requiredList(m.lookingForRequired),
  startupInterests: requiredList(m.startupInterestsRequired),
  personalityTraits: requiredList(m.personalityTraitsRequired),
  workStyle: requiredList(m.workStyleRequired),
  bio: z.string().trim().min(1, m.bioRequired).max(PROFILE_BIO_MAX_LENGTH),
  city: optionalText(80),
  country: optionalText(80),
  timeZone: optionalText(64).refine((zone) => zone === null || isValidTimeZone(zone), {
    message: m.timeZoneInvalid,
  }),
  commitment: z
    .enum(commitments)
    .nullish()
    .transform((value) => value ?? null),
  equityExpectation: z
    .enum(equityExpectations)
    .nullish()
    .transform((value) => value ?? null),
  visibility: z.enum(profileVisibilities).default('public'),
  visibilityDetails: z
    .strictObject({
      showLocation: z.boolean(),
      showEquityExpectation: z.boolean(),
      showLastActive: z.boolean().default(true),
    })
    .default({ showLocation: true, showEquityExpectation: true, showLastActive: true }),
});
/** What the client sends. */
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
/** What the server stores after validation. */
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/**
 * PATCH /api/profiles/me/matching (docs/product.md#first-run): only the lists matching reads.
 * A list left out stays as it is; one that is sent must keep at least one item.
 */
export const matchingFieldsUpdateSchema = z
  .strictObject({
    skills: requiredList(m.skillsRequired).optional(),
    lookingFor: requiredList(m.lookingForRequired).optional(),
    startupInterests: requiredList(m.startupInterestsRequired).optional(),
  })
  .refine(
    (values) =>
      values.skills !== undefined ||
      values.lookingFor !== undefined ||
      values.startupInterests !== undefined,
    { message: m.matchingFieldsRequired },
  );
export type MatchingFieldsUpdateInput = z.input<typeof matchingFieldsUpdateSchema>;
export type MatchingFieldsUpdate = z.output<typeof matchingFieldsUpdateSchema>;

const isoDate = z.string();

/** Everything anyone may see of a profile. */
export const publicProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  founderRole: z.string().nullable(),
  skills: z.array(z.string()),
  experience: z.number().int(),
  industry: z.string().nullable(),
  lookingFor: z.array(z.string()),
  startupInterests: z.array(z.string()),
  personalityTraits: z.array(z.string()),
  workStyle: z.array(z.string()),
  bio: z.string(),
  imageUrl: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  timeZone: z.string().nullable(),
  commitment: z.enum(commitments).nullable(),
  equityExpectation: z.enum(equityExpectations).nullable(),
  linkedinVerified: z.boolean(),
  githubVerified: z.boolean(),
  /** From the member's last personality test; null before they take it. */
  archetype: z.enum(archetypes).nullable(),
  /** Where the member's video pitch plays from, once it is ready; null without one. */
  pitchUrl: z.string().nullable(),
  /** How recently the member was active; null when they hide it or have never signed in. */
  lastActive: z.enum(lastActivePeriods).nullable(),
  /** How the member answers requests and first messages; null with too little to tell. */
  replies: replyRateSchema.nullable(),
  createdAt: isoDate,
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The owner's (and an admin's) view: the public fields plus the private ones. */
export const ownProfileSchema = publicProfileSchema.extend({
  userId: z.string(),
  email: z.string(),
  role: z.enum(memberRoles),
  status: z.enum(['active', 'suspended', 'banned']),
  visibility: z.enum(profileVisibilities),
  visibilityDetails: visibilityDetailsSchema,
  isPremium: z.boolean(),
  premiumUntil: isoDate.nullable(),
  currentPlanId: z.string().nullable(),
  referralCode: z.string(),
  updatedAt: isoDate,
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** GET/PUT /api/profiles/me. */
export const ownProfileResponseSchema = z.object({ profile: ownProfileSchema });
export type OwnProfileResponse = z.infer<typeof ownProfileResponseSchema>;

/**
 * GET /api/profiles/:id. 'public' for everyone else; 'own' for the owner; 'admin' for an admin
 * looking at someone else. Only 'own' and 'admin' carry the private fields.
 */
const viewerConnection = {
  /** The viewer's connection with this member ('self' on your own, 'none' for visitors). */
  connectionState: z.enum(connectionStates),
};
export const profileViewResponseSchema = z.discriminatedUnion('view', [
  z.object({ view: z.literal('public'), profile: publicProfileSchema, ...viewerConnection }),
  z.object({ view: z.literal('own'), profile: ownProfileSchema, ...viewerConnection }),
  z.object({ view: z.literal('admin'), profile: ownProfileSchema, ...viewerConnection }),
]);
export type ProfileViewResponse = z.infer<typeof profileViewResponseSchema>;

/**
 * `/api/profiles/:id...`: any id string, so that one that is no profile's answers 404 'Profile not
 * found' rather than 400.
 */
export const profileLookupParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** POST /api/profiles/me/image. */
export const profileImageResponseSchema = z.object({ imageUrl: z.string() });
export type ProfileImageResponse = z.infer<typeof profileImageResponseSchema>;
