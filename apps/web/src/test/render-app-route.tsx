import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { routes } from '../app/routes';
import { Toaster } from '../components/ui/toaster';
import { createQueryClient } from '../lib/query-client';

export const demoMember: SessionUser = {
  id: 'user-1',
  email: 'demo@cofound.dev',
  name: 'Demo Member',
  emailVerified: true,
  role: 'user',
  profileId: 'profile-1',
  plan: 'free',
};

export const demoAdmin: SessionUser = { ...demoMember, id: 'user-2', role: 'admin' };

type FakeAnswer = { status: number; body: unknown };
type FakeApi = Record<string, (init: RequestInit | undefined) => FakeAnswer | Promise<FakeAnswer>>;

/** Stubs fetch with handlers keyed by "METHOD /path"; GET /api/session answers with `user`. */
export function stubApi(user: SessionUser | null, handlers: FakeApi = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler =
      handlers[key] ??
      (key === 'GET /api/session' ? () => ({ status: 200, body: { user } }) : null);
    if (!handler) return new Response(null, { status: 404 });
    const { status, body } = await handler(init);
    // A 204 has no body, as the server sends it.
    return new Response(status === 204 ? null : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The browser bits jsdom lacks that the layout touches. */
function stubBrowser() {
  vi.stubGlobal(
    'WebSocket',
    class {
      send() {}
      close() {}
    },
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
}

/** Renders the real route table at `path`, as the browser would after a full load. */
export function renderAppRoute(path: string) {
  stubBrowser();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** A toast, which may take a moment to appear on a busy machine. */
export const toastText = (text: string) => screen.findByText(text, {}, { timeout: 8000 });
