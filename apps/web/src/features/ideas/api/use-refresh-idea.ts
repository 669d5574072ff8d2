import { useCallback } from 'react';
import { ideasContract } from '@cofound/shared/ideas/ideas.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { usePatchIdea } from './use-patch-idea';

/**
 * Reads one idea again and puts it into the cached lists: the exact counts after a change of
 * this viewer's (a count guessed locally could cross a live update that already has it).
 */
export function useRefreshIdea() {
  const patchIdea = usePatchIdea();
  return useCallback(
    async (ideaId: string) => {
      try {
        const idea = await callEndpoint(ideasContract.get, { params: { id: ideaId } });
        patchIdea(ideaId, () => idea);
      } catch {
        // The list keeps what it showed; the next read corrects it.
      }
    },
    [patchIdea],
  );
}
