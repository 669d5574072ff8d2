import { z } from 'zod';
import { formatListInput, parseListInput } from '@cofound/shared/profiles/list-input';
import {
  profileMessages as m,
  PROFILE_IMAGE_MAX_BYTES,
} from '@cofound/shared/profiles/profiles.messages';
import {
  commitments,
  equityExpectations,
  profileVisibilities,
} from '@cofound/shared/profiles/profiles.options';
import type { OwnProfile, ProfileUpdateInput } from '@cofound/shared/profiles/profiles.schemas';
import { isValidTimeZone } from '@cofound/shared/profiles/time-zones';
import type {
  CompletenessInput,
  SuggestionInput,
} from '@cofound/shared/profiles/profile-completeness';

/** List fields are typed comma-separated; at least one item must be left after cleaning. */
const listText = (message: string) =>
  z.string().refine((text) => parseListInput(text).length > 0, message);

/** The editor's values as the inputs hold them (text), validated as the member types. */
export const profileFormSchema = z.object({
  name: z.string().trim().min(1, m.nameRequired).max(100),
  title: z.string().trim().min(1, m.titleRequired).max(120),
  skills: listText(m.skillsRequired),
  experience: z.string().refine((text) => !(Number(text) < 0), m.experienceMin),
  industry: z.string().min(1, m.industryRequired),
  lookingFor: listText(m.lookingForRequired),
  startupInterests: listText(m.startupInterestsRequired),
  personalityTraits: listText(m.personalityTraitsRequired),
  workStyle: listText(m.workStyleRequired),
  bio: z.string().trim().min(1, m.bioRequired).max(4000),
  city: z.string().max(80),
  country: z.string().max(80),
  timeZone: z.string().refine((zone) => zone === '' || isValidTimeZone(zone), m.timeZoneInvalid),
  commitment: z.enum(['', ...commitments]),
  equityExpectation: z.enum(['', ...equityExpectations]),
  visibility: z.enum(profileVisibilities),
  showLocation: z.boolean(),
  showEquityExpectation: z.boolean(),
  showLastActive: z.boolean(),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

export function formValuesFromProfile(profile: OwnProfile): ProfileFormValues {
  return {
    name: profile.name,
    title: profile.title,
    skills: formatListInput(profile.skills),
    experience: String(profile.experience),
    industry: profile.industry ?? '',
    lookingFor: formatListInput(profile.lookingFor),
    startupInterests: formatListInput(profile.startupInterests),
    personalityTraits: formatListInput(profile.personalityTraits),
    workStyle: formatListInput(profile.workStyle),
    bio: profile.bio,
    city: profile.city ?? '',
    country: profile.country ?? '',
    timeZone: profile.timeZone ?? '',
    commitment: profile.commitment ?? '',
    equityExpectation: profile.equityExpectation ?? '',
    visibility: profile.visibility,
    showLocation: profile.visibilityDetails.showLocation,
    showEquityExpectation: profile.visibilityDetails.showEquityExpectation,
    showLastActive: profile.visibilityDetails.showLastActive,
  };
}

/** An invalid experience value is stored as 0 (docs/product.md#editor). */
export function experienceFromText(text: string): number {
  const years = Math.trunc(Number(text));
  return text.trim() === '' || !Number.isFinite(years) || years < 0 ? 0 : years;
}

/** The PUT /api/profiles/me body for the form's values. */
export function updateFromFormValues(values: ProfileFormValues): ProfileUpdateInput {
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    skills: parseListInput(values.skills),
    experience: experienceFromText(values.experience),
    industry: values.industry as ProfileUpdateInput['industry'],
    lookingFor: parseListInput(values.lookingFor),
    startupInterests: parseListInput(values.startupInterests),
    personalityTraits: parseListInput(values.personalityTraits),
    workStyle: parseListInput(values.workStyle),
    bio: values.bio.trim(),
    city: values.city.trim() || null,
    country: values.country.trim() || null,
    timeZone: values.timeZone || null,
    commitment: values.commitment || null,
    equityExpectation: values.equityExpectation || null,
    visibility: values.visibility,
    visibilityDetails: {
      showLocation: values.showLocation,
      showEquityExpectation: values.showEquityExpectation,
      showLastActive: values.showLastActive,
    },
  };
}

/** What completeness and suggestions read, from values being typed. */
export function draftFromFormValues(
  values: ProfileFormValues,
): CompletenessInput & SuggestionInput {
  return {
    name: values.name,
    title: values.title,
    skills: parseListInput(values.skills),
    industry: values.industry || null,
    lookingFor: parseListInput(values.lookingFor),
    bio: values.bio,
    startupInterests: parseListInput(values.startupInterests),
    personalityTraits: parseListInput(values.personalityTraits),
    workStyle: parseListInput(values.workStyle),
    experience: experienceFromText(values.experience),
  };
}

/** The message for a file the browser can already tell is wrong, or null. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  // SVG can carry scripts; the server refuses it too.
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return m.notAnImage;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return m.imageTooLarge;
  return null;
}
