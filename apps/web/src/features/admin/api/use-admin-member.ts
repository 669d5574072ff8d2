import { useQuery } from '@tanstack/react-query';
import { adminContract } from '@cofound/shared/admin/admin.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminQueryKeys } from './admin-query-keys';

/** One member with everything an admin decides on: reports, payments, sessions, history. */
export function useAdminMember(userId: string) {
  return useQuery({
    queryKey: adminQueryKeys.member(userId),
    queryFn: ({ signal }) => callEndpoint(adminContract.member, { params: { userId } }, { signal }),
  });
}
