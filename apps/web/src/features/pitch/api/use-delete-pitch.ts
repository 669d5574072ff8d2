import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pitchContract } from '@cofound/shared/pitch/pitch.contract';
import { pitchMessages } from '@cofound/shared/pitch/pitch.schemas';
import { toast } from '../../../components/ui/toaster';
import { callEndpoint } from '../../../lib/call-endpoint';
import { pitchQueryKeys } from './pitch-query-keys';

/** DELETE /api/pitch: the pitch and its video are gone from the profile and cards. */
export function useDeletePitch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(pitchContract.remove),
    onSuccess: () => {
      client.setQueryData(pitchQueryKeys.own, { pitch: null });
      toast.success('Your pitch was deleted.');
    },
    onError: () => toast.error(pitchMessages.deleteFailed),
  });
}
