import { useQueryClient } from '@tanstack/react-query';
import { useDecideMatch } from '../../matching/index';
import { networkingQueryKeys } from './networking-query-keys';

/**
 * Connect or Pass on the round's partner: the deck's own decision, after which the round shows
 * it. The answer says whether the like was mutual (a connection request is created).
 */
export function useDecidePartner() {
  const client = useQueryClient();
  return useDecideMatch({
    onDecided: () => client.invalidateQueries({ queryKey: networkingQueryKeys.state }),
  });
}
