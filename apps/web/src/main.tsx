import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { sessionQueryOptions } from './features/session/index';
import { queryClient } from './app/query-client';
import './index.css';

// Ask who is signed in while the connection check runs, instead of after it.
void queryClient.prefetchQuery(sessionQueryOptions);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render as a transition: React draws it in short slices, so a phone's main thread is
// not held while the shell and the page render (docs/decisions/0045-fewer-files-and-no-wait-before-first-paint.md).
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
