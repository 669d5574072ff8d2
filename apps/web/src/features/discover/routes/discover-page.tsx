import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '../../../components/ui/button-styles';
import { PageHeader } from '../../../components/ui/page-header';
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
  type DiscoverFilters,
} from '../model/discover-filters';

/** The shared screen behind /browse and /discover. Every filter lives in the URL. */
export function DiscoverPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
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
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);

  // The filters last asked for: a navigation renders a moment after the URL changes, so a second
  // change made before that render (two quick clicks on a busy phone) builds on the first one
  // instead of on what is still on screen.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  const update = useCallback(
    (changed: Partial<DiscoverFilters>, replace = false) => {
      const next = { ...latest.current, ...changed };
      latest.current = next;
      setSearchParams(searchFromFilters(next), { replace, preventScrollReset: true });
    },
    [setSearchParams],
  );
  const clear = useCallback(() => update(clearedFilters(latest.current)), [update]);

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
      <div className="space-y-6">
        <DiscoverToolbar filters={filters} onChange={update} />
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
          <DiscoverFilterPanel filters={filters} onChange={update} onClear={clear} />
          <section aria-label="Results">
            <DiscoverResults
              items={items}
              isPending={session.isLoading || pages.isPending}
              isError={pages.isError}
              hasNextPage={pages.hasNextPage}
              isFetchingNextPage={pages.isFetchingNextPage}
              isFetchNextPageError={pages.isFetchNextPageError}
              filtered={isFiltered(filters)}
              onRetry={() => void pages.refetch()}
              onLoadMore={() => void pages.fetchNextPage()}
              onClearFilters={clear}
              onConnectionStateChange={setCardState}
            />
          </section>
        </div>
      </div>
    </>
  );
}
