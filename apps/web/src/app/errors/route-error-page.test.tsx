import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './route-error-page';

afterEach(() => {
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('Profile card exploded');
}

describe('RouteErrorPage', () => {
  it('names the failure and offers a way out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const router = createMemoryRouter(
      [{ path: '/', Component: Broken, errorElement: <RouteErrorPage /> }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Profile card exploded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });
});
