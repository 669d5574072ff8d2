import { useQuery } from '@tanstack/react-query';
import { agreementsContract } from '@cofound/shared/agreements/agreements.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { agreementQueryKeys } from './agreement-query-keys';

/** The templates the server offers, basic and premium. */
export function useAgreementCatalogue() {
  return useQuery({
    queryKey: agreementQueryKeys.catalogue,
    queryFn: ({ signal }) => callEndpoint(agreementsContract.catalogue, {}, { signal }),
    staleTime: 60 * 60 * 1000,
  });
}
