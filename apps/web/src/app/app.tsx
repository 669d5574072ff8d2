import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '../components/ui/toaster';
import { ConnectionGate } from '../features/connection-health/index';
import { queryClient } from './query-client';
import { router } from './router';

/** Providers around the router; the connection gate replaces everything while offline. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectionGate onRecovered={() => void queryClient.invalidateQueries()}>
        <RouterProvider router={router} />
      </ConnectionGate>
      <Toaster />
    </QueryClientProvider>
  );
}
