import {
  lookingForRoles,
  profileIndustries,
  skills,
} from '@cofound/shared/profiles/profiles.options';

/** The profile lists the match score reads that a new member may not have filled in yet. */
export type MatchField = 'skills' | 'lookingFor' | 'startupInterests';

export const matchFieldOrder: readonly MatchField[] = ['skills', 'lookingFor', 'startupInterests'];

/** Each field's label and choices: the lists the profile editor suggests. */
export const matchFieldChoices: Record<MatchField, { label: string; options: readonly string[] }> =
  {
    skills: { label: 'Your skills', options: skills },
    lookingFor: { label: 'Who you are looking for', options: lookingForRoles },
    startupInterests: { label: 'Startup interests', options: profileIndustries },
  };

/** The match fields still empty on this profile, in form order. */
export function missingMatchFields(profile: Record<MatchField, readonly string[]>): MatchField[] {
  return matchFieldOrder.filter((field) => profile[field].length === 0);
}
