import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';

type UrlFiltersCodec<Filters> = {
  fromSearch: (params: URLSearchParams) => Filters;
  toSearch: (filters: Filters) => URLSearchParams;
  /** The filters Clear leaves behind, given the current ones. */
  cleared: (filters: Filters) => Filters;
};

/**
 * Filters held in the URL's search params: the current ones, `update` to merge a change into them
 * (replacing the history entry when asked) and `clear`. Pass functions that keep their identity
 * across renders, such as module-level ones.
 */
export function useUrlFilters<Filters extends object>({
  fromSearch,
  toSearch,
  cleared,
}: UrlFiltersCodec<Filters>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  // The router's own state, read when an update runs, not `useNavigation`: the router renders a
  // navigation in a transition, which a busy phone may not have rendered yet when a debounced
  // update runs in the instant after a click.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const filters = useMemo(() => fromSearch(searchParams), [fromSearch, searchParams]);

  // The filters last asked for: a navigation renders a moment after the URL changes, so a second
  // change made before that render (two quick clicks on a busy phone) builds on the first one
  // instead of on what is still on screen.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  const update = useCallback(
    (changed: Partial<Filters>, replace = false) => {
      // A search typed a moment before a click on a result settles after the click: it must not
      // pull the member back from the page they chose, whether its code is still loading or the
      // router is already there and this page not yet gone.
      if (router) {
        const { location, navigation } = router.state;
        const goingTo = navigation.location?.pathname ?? location.pathname;
        if (location.pathname !== pathname || goingTo !== pathname) return;
      }
      const next = { ...latest.current, ...changed };
      latest.current = next;
      setSearchParams(toSearch(next), { replace, preventScrollReset: true });
    },
    [router, pathname, setSearchParams, toSearch],
  );
  const clear = useCallback(() => update(cleared(latest.current)), [update, cleared]);

  return { filters, update, clear };
}
