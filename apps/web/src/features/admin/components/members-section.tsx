import { usePagedItems } from '../../../lib/use-paged-items';
import { useAdminMembersPages } from '../api/use-admin-members-pages';
import { isMembersFiltered, type MemberFilters } from '../model/dashboard-search';
import { MembersResults } from './members-results';
import { MembersToolbar } from './members-toolbar';

type MembersSectionProps = {
  filters: MemberFilters;
  onChange: (changed: Partial<MemberFilters>, replace?: boolean) => void;
  onClear: () => void;
};

/** Every member, searched, filtered and sorted, with what an admin can change about each. */
export function MembersSection({ filters, onChange, onClear }: MembersSectionProps) {
  const pages = useAdminMembersPages(filters);
  const { items, paging } = usePagedItems(pages);
  return (
    <section aria-labelledby="admin-members-heading" className="space-y-4">
      <h2 id="admin-members-heading" className="text-xl font-semibold text-slate-900">
        Members
      </h2>
      <MembersToolbar filters={filters} onChange={onChange} />
      <MembersResults
        items={items}
        {...paging}
        isPending={pages.isPending}
        filtered={isMembersFiltered(filters)}
        onClearFilters={onClear}
      />
    </section>
  );
}
