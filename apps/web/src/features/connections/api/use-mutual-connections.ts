import { useQuery } from '@tanstack/react-query';
import { connectionsContract } from '@cofound/shared/connections/connections.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useSession } from '../../session/index';
import { connectionQueryKeys } from './connection-query-keys';

/** The signed-in viewer's mutual connections with a profile; never asked for visitors. */
export function useMutualConnections(profileId: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: connectionQueryKeys.mutual(profileId),
    queryFn: ({ signal }) =>
      callEndpoint(connectionsContract.mutual, { params: { id: profileId } }, { signal }),
    enabled: user !== null && profileId !== '',
  });
}
