import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '../components/ui/toaster';
import { ConnectionGate } from '../features/connection-health/index';
import { queryClient } from './query-client';
import { RealtimeConnection } from './realtime/realtime-connection';
import { router as appRouter } from './router';

type AppProps = {
  /** The route table's router; tests give their own. */
  router?: typeof appRouter;
};

/** Providers around the router; the connection gate replaces everything while offline. */
export function App({ router = appRouter }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectionGate onRecovered={() => void queryClient.invalidateQueries()}>
        <RealtimeConnection />
        <RouterProvider router={router} />
      </ConnectionGate>
      <Toaster />
    </QueryClientProvider>
  );
}
