import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { sessionQueryOptions } from './features/session/index';
import { queryClient } from './app/query-client';
import { connectRealtime } from './app/realtime/realtime-connection';
import './index.css';

// Ask who is signed in while the connection check runs, instead of after it; a member's realtime
// socket opens as soon as the answer is in, while the first page still loads.
void queryClient
  .fetchQuery(sessionQueryOptions)
  .then(({ user }) => {
    if (user) connectRealtime(user.id, queryClient);
  })
  .catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
