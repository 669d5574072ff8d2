/**
 * Whether an Origin header names the app itself: the CSRF check for websocket handshakes (cookies
 * ride along cross-site) and for writes (same-origin.ts). A missing or garbled Origin is refused.
 * Like better-auth's trusted origins (features/accounts/auth.ts), http://localhost:<port> also
 * accepts its http://127.0.0.1:<port> twin.
 */
export function isAllowedOrigin(origin: string | undefined, appUrl: string): boolean {
  if (!origin) return false;
  let actual: URL;
  try {
    actual = new URL(origin);
  } catch {
    return false;
  }
  const app = new URL(appUrl);
  if (actual.origin === app.origin) return true;
  if (app.hostname !== 'localhost') return false;
  const twin = new URL(app.origin);
  twin.hostname = '127.0.0.1';
  return actual.origin === twin.origin;
}
