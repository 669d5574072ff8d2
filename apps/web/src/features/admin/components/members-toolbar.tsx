import { useCallback } from 'react';
import { adminMemberSorts } from '@cofound/shared/admin/admin-members.schemas';
import { memberStatuses } from '@cofound/shared/admin/member-status';
import { SearchField } from '../../../components/ui/search-field';
import { Select } from '../../../components/ui/select';
import { adminMemberSortLabels, type MemberFilters } from '../model/dashboard-search';
import { memberStatusLabels } from '../model/member-labels';

const roleOptions = [
  { value: 'user', label: 'Members' },
  { value: 'admin', label: 'Admins' },
];
const statusOptions = memberStatuses.map((value) => ({ value, label: memberStatusLabels[value] }));
const sortOptions = adminMemberSorts.map((value) => ({
  value,
  label: adminMemberSortLabels[value],
}));

type MembersToolbarProps = {
  filters: MemberFilters;
  /** Only what changed; `replace`: a debounced search update replaces the history entry. */
  onChange: (changed: Partial<MemberFilters>, replace?: boolean) => void;
};

/** The search by name or email (debounced), the role, the status and the order. */
export function MembersToolbar({ filters, onChange }: MembersToolbarProps) {
  const search = useCallback((q: string, typing: boolean) => onChange({ q }, typing), [onChange]);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,1fr)_10rem_10rem_10rem] lg:items-end">
      <SearchField
        id="admin-members-search"
        className="sm:col-span-3 lg:col-span-1"
        label="Search members"
        placeholder="Name or email"
        value={filters.q}
        onSearch={search}
      />
      <Select
        label="Role"
        placeholder="All roles"
        value={filters.role}
        options={roleOptions}
        onChange={(event) => onChange({ role: event.target.value as MemberFilters['role'] })}
      />
      <Select
        label="Status"
        placeholder="All statuses"
        value={filters.status}
        options={statusOptions}
        onChange={(event) => onChange({ status: event.target.value as MemberFilters['status'] })}
      />
      <Select
        label="Sort by"
        value={filters.sort}
        options={sortOptions}
        onChange={(event) => onChange({ sort: event.target.value as MemberFilters['sort'] })}
      />
    </div>
  );
}
