const BASE_DELAY_MS = 250;
const MAX_DELAY_MS = 30_000;

/**
 * Exponential backoff with jitter (half fixed, half random), so instances that lost the
 * database together do not all reconnect in the same instant. `attempt` counts from 0.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
