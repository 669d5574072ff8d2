import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/blocks. A block hides both members from each other everywhere (profiles, discover,
 * matching, requests, connections, messages), so every cached list is read again.
 */
export function useBlockMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) =>
      apiFetch('/api/blocks', { method: 'POST', body: { profileId } }),
    onSuccess: () => void client.invalidateQueries(),
  });
}
