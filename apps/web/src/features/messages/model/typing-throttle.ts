/** The client sends 'I am typing' at most this often while the member types. */
export const TYPING_SEND_INTERVAL_MS = 500;

/** Returns `allow(now)`: true at most once per `intervalMs`. */
export function createThrottle(intervalMs: number): (now: number) => boolean {
  let last = -Infinity;
  return (now) => {
    if (now - last < intervalMs) return false;
    last = now;
    return true;
  };
}
