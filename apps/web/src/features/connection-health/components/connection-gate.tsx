import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { onServiceUnavailable } from '../../../lib/service-unavailable-events';
import { fetchHealth } from '../api/fetch-health';
import { createConnectionMonitor } from '../model/connection-monitor';
import { canOfferReload } from '../model/connection-state';
import { ConnectionErrorScreen } from './connection-error-screen';

type ConnectionGateProps = {
  children: ReactNode;
  /** Called when the server answers again after being unreachable (refetch what failed). */
  onRecovered?: () => void;
  checkHealth?: () => Promise<boolean>;
};

/**
 * Renders the app only while the server is reachable. It checks on start and whenever an API
 * call fails with a network error or 502/503/504, and brings the app back when a retry succeeds.
 * The app starts while the first check runs: the page that served it was just reachable, and
 * waiting for the check would put a round trip before every first paint.
 */
export function ConnectionGate({
  children,
  onRecovered,
  checkHealth = fetchHealth,
}: ConnectionGateProps) {
  const latestOnRecovered = useRef(onRecovered);
  useEffect(() => {
    latestOnRecovered.current = onRecovered;
  });
  const [monitor] = useState(() =>
    createConnectionMonitor({ checkHealth, onRecovered: () => latestOnRecovered.current?.() }),
  );
  const state = useSyncExternalStore(monitor.subscribe, monitor.getState);

  useEffect(() => {
    monitor.start();
    const unsubscribe = onServiceUnavailable(() => monitor.reportFailure());
    const retryWhenOnline = () => {
      if (monitor.getState().phase === 'offline') monitor.retry();
    };
    window.addEventListener('online', retryWhenOnline);
    return () => {
      unsubscribe();
      window.removeEventListener('online', retryWhenOnline);
      monitor.dispose();
    };
  }, [monitor]);

  if (state.phase === 'offline') {
    return (
      <ConnectionErrorScreen
        checking={state.checking}
        showReload={canOfferReload(state)}
        onRetry={monitor.retry}
      />
    );
  }
  return children;
}
