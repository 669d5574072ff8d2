import { lazy, useId, useState } from 'react';
import { Link } from 'react-router';
import { LogOut, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { buttonStyles } from '../../../components/ui/button-styles';
import { PageHeader } from '../../../components/ui/page-header';
import { useMediaQuery } from '../../../lib/use-media-query';
import {
  ConnectionRequestsPanel,
  useConnectionRequests,
  useConnectionRequestsLive,
} from '../../../features/connections/index';
import { SubscriptionActivation } from '../../../features/billing/index';
import { MatchDeck } from '../../../features/matching/index';
import { useSession, useSignOut } from '../../../features/session/index';
import { RequestsToggle } from './requests-toggle';
import { surfaceStyles } from '../../../components/ui/card';
import { RenderWhenNear } from '../../../components/ui/render-when-near';

// What sits below the deck on phones loads when it comes near the screen: its code too.
const DashboardSideColumn = lazy(() =>
  import('./dashboard-side-column').then((module) => ({ default: module.DashboardSideColumn })),
);
const MyProjects = lazy(() =>
  import('../../../features/projects/index').then((module) => ({ default: module.MyProjects })),
);

/** The dashboard: requests toggle and panel, New Project, Sign Out, the deck, Saved, projects. */
export function DashboardPage() {
  const { user } = useSession();
  const firstName = user?.name.split(' ')[0];
  const signOut = useSignOut();
  const requests = useConnectionRequests();
  useConnectionRequestsLive();
  const [requestsOpen, setRequestsOpen] = useState(false);
  const panelId = useId();
  // The header shows Sign Out from 768 px on; below that it sits in the closed menu, so the
  // dashboard offers its own (one Sign Out on screen at a time).
  const headerHidesSignOut = useMediaQuery('(max-width: 767.98px)');

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={
          <>
            {firstName ? `Welcome back, ${firstName}. ` : ''}Your match suggestions, saved profiles
            and connection requests, all in one place.
          </>
        }
        actions={
          <>
            <RequestsToggle
              open={requestsOpen}
              controls={panelId}
              count={requests.data?.count}
              onToggle={() => setRequestsOpen((open) => !open)}
            />
            <Link to="/projects/new" className={buttonStyles()}>
              <Plus aria-hidden="true" className="size-4" />
              New Project
            </Link>
            {headerHidesSignOut && (
              <Button
                variant="secondary"
                loading={signOut.isPending}
                onClick={() => signOut.mutate()}
              >
                {!signOut.isPending && <LogOut aria-hidden="true" className="size-4" />}
                Sign Out
              </Button>
            )}
          </>
        }
      />
      <SubscriptionActivation />
      <section
        id={panelId}
        hidden={!requestsOpen}
        aria-labelledby={`${panelId}-heading`}
        className={surfaceStyles('comfortable', 'mb-8')}
      >
        <h2 id={`${panelId}-heading`} className="text-lg font-semibold text-slate-900">
          Connection requests
        </h2>
        <ConnectionRequestsPanel />
      </section>
      {/* The deck comes first: on phones nothing but the header sits above it. */}
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <MatchDeck />
        <RenderWhenNear placeholderClassName="h-96">
          <DashboardSideColumn />
        </RenderWhenNear>
      </div>
      <RenderWhenNear placeholderClassName="mt-10 h-48">
        <MyProjects className="mt-10" />
      </RenderWhenNear>
    </>
  );
}
