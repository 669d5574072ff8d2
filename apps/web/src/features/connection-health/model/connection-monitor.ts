import {
  initialConnectionState,
  nextAutoRetryDelay,
  reduceConnection,
  type ConnectionEvent,
  type ConnectionState,
} from './connection-state';

export type ConnectionMonitor = {
  getState: () => ConnectionState;
  subscribe: (listener: () => void) => () => void;
  /** The check on app start; does nothing once the server has answered. */
  start: () => void;
  /** An API call failed as if the server were gone: check, unless a check is under way. */
  reportFailure: () => void;
  /** 'Retry Connection' (or the browser coming back online). */
  retry: () => void;
  /** Cancels a pending automatic retry. */
  dispose: () => void;
};

type MonitorOptions = {
  checkHealth: () => Promise<boolean>;
  /** Called when a check succeeds after the server was unreachable. */
  onRecovered?: () => void;
};

/** Runs health checks and the automatic retries; a tiny store for useSyncExternalStore. */
export function createConnectionMonitor({
  checkHealth,
  onRecovered,
}: MonitorOptions): ConnectionMonitor {
  let state = initialConnectionState;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  function dispatch(event: ConnectionEvent) {
    const wasOffline = state.phase === 'offline';
    state = reduceConnection(state, event);
    clearTimeout(retryTimer);
    const delay = nextAutoRetryDelay(state);
    if (delay !== null) retryTimer = setTimeout(() => void runCheck(), delay);
    for (const listener of listeners) listener();
    if (wasOffline && state.phase === 'online') onRecovered?.();
  }

  async function runCheck() {
    if (state.checking) return;
    dispatch({ type: 'check-started' });
    const healthy = await checkHealth().catch(() => false);
    dispatch({ type: healthy ? 'check-succeeded' : 'check-failed' });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start() {
      if (state.phase === 'starting') void runCheck();
    },
    reportFailure() {
      if (state.phase === 'online') void runCheck();
    },
    retry() {
      void runCheck();
    },
    dispose() {
      clearTimeout(retryTimer);
    },
  };
}
