const AUTH_PAGES = ['/signin', '/signup'];

/**
 * A path we may send the visitor back to after signing in: same site only (a single leading
 * slash, so no `//evil.example` or `/\evil.example`), and never the auth pages themselves.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (AUTH_PAGES.includes(pathname)) return null;
  return value;
}

/** The `from` the visitor came with: the query (survives a reload) first, then navigation state. */
export function returnPathFrom(search: string, state: unknown): string | null {
  const fromQuery = safeReturnPath(new URLSearchParams(search).get('from'));
  if (fromQuery) return fromQuery;
  const fromState =
    typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return safeReturnPath(fromState);
}

/** `/signin?from=…` (or another auth page) remembering where the visitor wanted to go. */
export function authPathWithReturn(authPage: '/signin' | '/signup', from: string | null): string {
  return from ? `${authPage}?${new URLSearchParams({ from }).toString()}` : authPage;
}
