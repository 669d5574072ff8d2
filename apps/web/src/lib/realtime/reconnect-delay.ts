export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** ±20 %, so that browsers dropped together do not all come back in the same instant. */
export const RECONNECT_JITTER = 0.2;

/** Delay before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s … capped at 30 s, jittered. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(RECONNECT_BASE_MS * 2 ** attempt, RECONNECT_MAX_MS);
  const jitter = exponential * RECONNECT_JITTER * (random() * 2 - 1);
  return Math.round(Math.min(exponential + jitter, RECONNECT_MAX_MS));
}
