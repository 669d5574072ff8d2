import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { useCommunityRepliesLive } from '../../features/notifications/index';
import { VerificationBanner } from '../../features/session/index';
import { useRealtimeEvent } from '../../lib/realtime/use-realtime-event';
import { useRealtimeConnection } from '../realtime/use-realtime-connection';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { UpgradeBanner } from './upgrade-banner';
import { useFocusMainOnNavigate } from './use-focus-main-on-navigate';

export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);
  useRealtimeConnection();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Answers to circle requests reach members on every page. The circles feature loads on the
  // first one, so its pages stay out of the first download.
  useRealtimeEvent('circle.membership', (event) => {
    void import('../../features/circles/index').then((circles) =>
      circles.announceCircleMembership(event, { queryClient, navigate }),
    );
  });
  useCommunityRepliesLive();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <VerificationBanner />
      <UpgradeBanner />
      <main
        ref={main}
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none sm:px-6 sm:py-10 lg:px-8"
      >
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
