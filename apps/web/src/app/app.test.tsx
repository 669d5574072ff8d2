import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { demoMember, stubApi } from '../test/render-app-route';
import { App } from './app';

const opened: string[] = [];

afterEach(() => vi.unstubAllGlobals());

it("opens the realtime socket while the page's code is still loading", async () => {
  stubApi(demoMember, {
    'GET /api/health': () => ({ status: 200, body: { status: 'ok', database: 'pglite' } }),
  });
  vi.stubGlobal(
    'WebSocket',
    class {
      constructor(url: string) {
        opened.push(url);
      }
      send() {}
      close() {}
    },
  );
  // A page whose code never arrives: nothing of it, nor of its layout, is ever drawn.
  const router = createMemoryRouter([
    {
      path: '/',
      lazy: () => new Promise<never>(() => undefined),
      hydrateFallbackElement: <p>Loading the page</p>,
    },
  ]);
  render(<App router={router} />);
  expect(await screen.findByText('Loading the page')).toBeInTheDocument();
  await waitFor(() => expect(opened).toHaveLength(1));
  expect(opened[0]).toMatch(/\/api\/realtime/);
});
