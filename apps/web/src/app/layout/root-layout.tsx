import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { VerificationBanner } from '../../features/session/index';
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
