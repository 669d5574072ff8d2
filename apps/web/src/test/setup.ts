import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, afterEach } from 'vitest';

// Route tests load lazy screens through Vite's transform, which can take a while on a cold worker.
configure({ asyncUtilTimeout: 8000 });

// Test files share their modules (isolate: false), so the toast store outlives a file, and a new
// Toaster replays every toast still active: each test starts with none.
beforeEach(() => {
  toast.dismiss();
});

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
