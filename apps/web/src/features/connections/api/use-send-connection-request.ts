import { useMutation } from '@tanstack/react-query';
import { sentConnectionSchema } from '@cofound/shared/connections/connections.schemas';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/connections: a pending request to the profile's member. */
export function sendConnectionRequest(profileId: string) {
  return apiFetch('/api/connections', {
    method: 'POST',
    body: { profileId },
    schema: sentConnectionSchema,
  });
}

export function useSendConnectionRequest() {
  return useMutation({ mutationFn: sendConnectionRequest });
}
