import { useQuery } from '@tanstack/react-query';
import { blockedMembersSchema } from '@cofound/shared/safety/safety.schemas';
import { apiFetch } from '../../../lib/api-client';
import { safetyQueryKeys } from './safety-query-keys';

/** GET /api/blocks: the members I blocked, newest first. */
export function useBlockedMembers() {
  return useQuery({
    queryKey: safetyQueryKeys.blocked,
    queryFn: ({ signal }) => apiFetch('/api/blocks', { schema: blockedMembersSchema, signal }),
  });
}
