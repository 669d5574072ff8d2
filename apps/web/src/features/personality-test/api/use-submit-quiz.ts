import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personalityTestContract } from '@cofound/shared/personality-test/personality-test.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { personalityTestQueryKeys } from './personality-test-query-keys';

/**
 * PUT /api/personality-test/result: the chosen options go to the server, which scores them; the
 * result it answers becomes the member's own. Profiles and cards show the archetype, so they are
 * read again.
 */
export function useSubmitQuiz() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, string>) =>
      callEndpoint(personalityTestContract.submit, { body: { answers } }),
    onSuccess: (result) => {
      client.setQueryData(personalityTestQueryKeys.ownResult, { result });
      void client.invalidateQueries({ queryKey: ['profiles'] });
      void client.invalidateQueries({ queryKey: ['success-prediction'] });
    },
  });
}
