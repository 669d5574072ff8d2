import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sentConnectionSchema } from '@cofound/shared/connections/connections.schemas';
import { apiFetch } from '../../../lib/api-client';
import { connectionQueryKeys } from './connection-query-keys';

/** POST /api/connections: a pending request to the profile's member. */
export function sendConnectionRequest(profileId: string) {
  return apiFetch('/api/connections', {
    method: 'POST',
    body: { profileId },
    schema: sentConnectionSchema,
  });
}

export function useSendConnectionRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendConnectionRequest,
    // One more request counted against the month's limit.
    onSuccess: () => void client.invalidateQueries({ queryKey: connectionQueryKeys.usage }),
  });
}
