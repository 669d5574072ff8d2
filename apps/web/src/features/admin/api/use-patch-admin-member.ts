import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  AdminMember,
  AdminMemberDetail,
  AdminMembersPage,
} from '@cofound/shared/admin/admin-members.schemas';
import { adminQueryKeys } from './admin-query-keys';

/**
 * Puts the server's answer for a changed member wherever it is cached: its row on every members
 * list, and its own page. The row stays where it is, even when it no longer fits the filters.
 */
export function usePatchAdminMember() {
  const queryClient = useQueryClient();
  return useCallback(
    (changed: AdminMember) => {
      const apply = (member: AdminMember) =>
        member.userId === changed.userId ? { ...member, ...changed } : member;
      queryClient.setQueriesData<InfiniteData<AdminMembersPage>>(
        { queryKey: adminQueryKeys.memberLists },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({ ...page, items: page.items.map(apply) })),
          },
      );
      queryClient.setQueryData<AdminMemberDetail>(
        adminQueryKeys.member(changed.userId),
        (detail) => detail && { ...detail, member: { ...detail.member, ...changed } },
      );
    },
    [queryClient],
  );
}
