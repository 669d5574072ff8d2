import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../test/stub-fetch';
import { AdminLayout } from './admin-layout';

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  stubFetch({});
  const router = createMemoryRouter(
    [{ path: '/admin', element: <AdminLayout />, children: [{ path: '*', element: null }] }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const current = () =>
  screen.getByRole('navigation', { name: 'Admin' }).querySelectorAll('[aria-current="page"]');

describe('the admin section tabs', () => {
  it.each([
    ['/admin', 'Overview'],
    ['/admin/users/u1', 'Overview'],
    ['/admin/reports', 'Reports'],
    ['/admin/reports/r1', 'Reports'],
    ['/admin/partners/', 'Partners'],
  ])('on %s, mark %s as the current page, and only it', (path, label) => {
    renderAt(path);
    const marked = current();
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent(label);
  });
});
