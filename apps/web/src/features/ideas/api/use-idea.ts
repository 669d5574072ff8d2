import { useQuery } from '@tanstack/react-query';
import { ideasContract } from '@cofound/shared/ideas/ideas.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useSession } from '../../session/index';
import { ideaQueryKeys } from './idea-query-keys';

/**
 * One idea (GET /api/ideas/:id), as this viewer sees it: for a link to an idea that is not on
 * the board's loaded page, and for starting a project from it. `null` reads nothing.
 */
export function useIdea(ideaId: string | null) {
  const { user, isLoading } = useSession();
  const viewerId = user?.id ?? null;
  return useQuery({
    enabled: ideaId !== null && !isLoading,
    queryKey: ideaQueryKeys.one(viewerId, ideaId ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(ideasContract.get, { params: { id: ideaId ?? '' } }, { signal }),
  });
}
