import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { sessionQueryOptions } from './features/session/index';
import { queryClient } from './app/query-client';
import './index.css';

// Ask who is signed in while the connection check runs, instead of after it.
void queryClient.prefetchQuery(sessionQueryOptions);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
