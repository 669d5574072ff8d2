/** The connection check: up to 3 automatic retries after 1 s, 2 s and 4 s (cap 8 s). */
export const MAX_AUTO_RETRIES = 3;
const RETRY_BASE_MS = 1_000;
const RETRY_CAP_MS = 8_000;

export function retryDelayMs(retry: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** retry, RETRY_CAP_MS);
}

export type ConnectionState = {
  /** starting: the first check has not answered yet (the app shows); offline: the last check failed. */
  phase: 'starting' | 'online' | 'offline';
  /** A health check is in flight. */
  checking: boolean;
  /** Checks made since the server was last reached (automatic and manual). */
  retries: number;
};

export type ConnectionEvent =
  { type: 'check-started' } | { type: 'check-succeeded' } | { type: 'check-failed' };

export const initialConnectionState: ConnectionState = {
  phase: 'starting',
  checking: false,
  retries: 0,
};

export function reduceConnection(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  switch (event.type) {
    case 'check-started':
      return {
        ...state,
        checking: true,
        retries: state.phase === 'offline' ? state.retries + 1 : state.retries,
      };
    case 'check-succeeded':
      return { phase: 'online', checking: false, retries: 0 };
    case 'check-failed':
      return {
        phase: 'offline',
        checking: false,
        retries: state.phase === 'offline' ? state.retries : 0,
      };
  }
}

/** How long to wait before the next automatic retry, or null when none is due. */
export function nextAutoRetryDelay(state: ConnectionState): number | null {
  if (state.phase !== 'offline' || state.checking || state.retries >= MAX_AUTO_RETRIES) return null;
  return retryDelayMs(state.retries);
}

/** 'Reload Page' is offered once the automatic retries are used up. */
export function canOfferReload(state: ConnectionState): boolean {
  return state.retries >= MAX_AUTO_RETRIES;
}
