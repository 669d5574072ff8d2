import { useEndorsementMutation } from './use-endorsement-mutation';

/** POST /api/profiles/:id/endorsements: endorses one skill, shown at once, undone on failure. */
export function useEndorseSkill(profileId: string) {
  return useEndorsementMutation(profileId, 'POST');
}
