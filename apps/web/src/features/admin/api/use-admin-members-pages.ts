import { useInfiniteQuery } from '@tanstack/react-query';
import { adminContract } from '@cofound/shared/admin/admin.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { membersApiQuery, type MemberFilters } from '../model/dashboard-search';
import { adminQueryKeys } from './admin-query-keys';

/** Members for these filters, page after page (keyset cursor). */
export function useAdminMembersPages(filters: MemberFilters) {
  return useInfiniteQuery({
    queryKey: adminQueryKeys.memberList(filters),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        adminContract.members,
        { query: membersApiQuery(filters, pageParam) },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
