import type { ReactNode } from 'react';
import { HowItWorks } from './how-it-works';

/** 'How it works' beside the way in (sign in, or join the lobby); stacked on phones. */
export function NetworkingIntro({ action }: { action: ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <HowItWorks />
      {action}
    </div>
  );
}
