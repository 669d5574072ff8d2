import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FilteredListLayout } from '../../../components/ui/filtered-list-layout';
import { PageHeader } from '../../../components/ui/page-header';
import { usePagedItems } from '../../../lib/use-paged-items';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useResumeConnectionIntent } from '../../connections/index';
import { useSession } from '../../session/index';
import {
  discoverQueryKey,
  useDiscoverPages,
  useSetCardConnectionState,
} from '../api/use-discover-page';
import { DiscoverFilterPanel } from '../components/discover-filter-panel';
import { DiscoverResults } from '../components/discover-results';
import { DiscoverToolbar } from '../components/discover-toolbar';
import {
  clearedFilters,
  filtersFromSearch,
  isFiltered,
  searchFromFilters,
} from '../model/discover-filters';

/** The shared screen behind /browse and /discover. Every filter lives in the URL. */
export function DiscoverPage() {
  const { filters, update, clear } = useUrlFilters({
    fromSearch: filtersFromSearch,
    toSearch: searchFromFilters,
    cleared: clearedFilters,
  });
  const session = useSession();
  const queryClient = useQueryClient();
  const setCardState = useSetCardConnectionState();

  useResumeConnectionIntent({
    onStateChange: setCardState,
    // The list may have been read before the request went out: read the states again. A first
    // read still under way is cancelled, not joined: it would answer what was true before.
    onDone: () =>
      void queryClient
        .cancelQueries({ queryKey: discoverQueryKey })
        .then(() => queryClient.invalidateQueries({ queryKey: discoverQueryKey })),
  });

  const pages = useDiscoverPages(filters, session.user?.id ?? null, !session.isLoading);
  const { items, paging } = usePagedItems(pages);

  return (
    <>
      <PageHeader
        title="Discover Co-Founders"
        description="Search founders by industry, skills, experience and the role they are looking for, and connect with the ones who fit you."
        actions={
          !session.isLoading &&
          !session.user && (
            <Link to="/signup" className={buttonStyles()}>
              Join Cofound
            </Link>
          )
        }
      />
      <FilteredListLayout
        toolbar={<DiscoverToolbar filters={filters} onChange={update} />}
        filterPanel={<DiscoverFilterPanel filters={filters} onChange={update} onClear={clear} />}
      >
        <DiscoverResults
          items={items}
          {...paging}
          isPending={session.isLoading || pages.isPending}
          filtered={isFiltered(filters)}
          onClearFilters={clear}
          onConnectionStateChange={setCardState}
        />
      </FilteredListLayout>
    </>
  );
}
