import { useEndorsementMutation } from './use-endorsement-mutation';

/** DELETE /api/profiles/:id/endorsements: withdraws the viewer's endorsement of one skill. */
export function useWithdrawEndorsement(profileId: string) {
  return useEndorsementMutation(profileId, 'DELETE');
}
