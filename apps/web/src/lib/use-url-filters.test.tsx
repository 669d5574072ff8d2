import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { deferred } from '../test/api-answers';
import { useUrlFilters } from './use-url-filters';

type Filters = { q: string };
const codec = {
  fromSearch: (params: URLSearchParams): Filters => ({ q: params.get('q') ?? '' }),
  toSearch: (filters: Filters) => new URLSearchParams(filters.q ? { q: filters.q } : {}),
  cleared: (): Filters => ({ q: '' }),
};

let update: (changed: Partial<Filters>, replace?: boolean) => void = () => {};

function ListPage() {
  const filters = useUrlFilters(codec);
  update = filters.update;
  return (
    <>
      <p>Searching for “{filters.filters.q}”</p>
      <Link to="/item">Open the item</Link>
    </>
  );
}

/** The list, and an item page whose code arrives when `itemCode` is resolved. */
function routerWithItemStillLoading() {
  const itemCode = deferred();
  const router = createMemoryRouter([
    { path: '/', element: <ListPage /> },
    {
      path: '/item',
      lazy: async () => {
        await itemCode.promise;
        return { element: <p>The item</p> };
      },
    },
  ]);
  return { router, itemCode };
}

describe('useUrlFilters', () => {
  it('puts a change in the address', async () => {
    const router = createMemoryRouter([{ path: '/', element: <ListPage /> }]);
    render(<RouterProvider router={router} />);
    act(() => update({ q: 'ada' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=ada'));
    expect(screen.getByText('Searching for “ada”')).toBeInTheDocument();
  });

  it('does not pull the member back from a page they are on their way to', async () => {
    const { router, itemCode } = routerWithItemStillLoading();
    render(<RouterProvider router={router} />);
    act(() => screen.getByRole('link', { name: 'Open the item' }).click());
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    // The search typed just before the click settles while the item's code loads.
    act(() => update({ q: 'ada' }, true));
    await act(async () => itemCode.resolve());
    expect(await screen.findByText('The item')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/item');
  });

  it('does not pull the member back when the search settles in the instant after the click', async () => {
    const { router, itemCode } = routerWithItemStillLoading();
    render(<RouterProvider router={router} />);
    // The click and the debounced search in one task: the list has not rendered since the click.
    act(() => {
      screen.getByRole('link', { name: 'Open the item' }).click();
      update({ q: 'ada' }, true);
    });
    await act(async () => itemCode.resolve());
    expect(await screen.findByText('The item')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/item');
  });

  it('leaves the next page alone when the router has left and the list is not yet gone', async () => {
    const router = createMemoryRouter([
      { path: '/', element: <ListPage /> },
      { path: '/item', element: <p>The item</p> },
    ]);
    render(<RouterProvider router={router} />);
    // The search settles when the router is at the item and before React has drawn it.
    let settled = false;
    router.subscribe((state) => {
      if (settled || state.location.pathname !== '/item') return;
      settled = true;
      update({ q: 'ada' }, true);
    });
    await act(() => router.navigate('/item'));
    expect(settled).toBe(true);
    expect(await screen.findByText('The item')).toBeInTheDocument();
    // Nor does it put the list's search on the item's address.
    expect(router.state.location).toMatchObject({ pathname: '/item', search: '' });
  });
});
