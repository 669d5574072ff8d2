/** What the wizard hands to /signin when the address is already registered. */
export type SignInNavigationState = {
  email?: string;
  from?: string;
  notice?: 'already-registered';
};

function field(state: unknown, key: string): unknown {
  return typeof state === 'object' && state !== null && key in state
    ? (state as Record<string, unknown>)[key]
    : undefined;
}

/** The address to pre-fill on /signin: ?email= first (survives a reload), then navigation state. */
export function prefilledEmail(search: string, state: unknown): string {
  const fromQuery = new URLSearchParams(search).get('email');
  if (fromQuery) return fromQuery;
  const fromState = field(state, 'email');
  return typeof fromState === 'string' ? fromState : '';
}

export function signInNotice(state: unknown): SignInNavigationState['notice'] | undefined {
  return field(state, 'notice') === 'already-registered' ? 'already-registered' : undefined;
}

/** `/signin?email=…&from=…`. */
export function signInPathFor(email: string, from: string | null): string {
  const params = new URLSearchParams({ email });
  if (from) params.set('from', from);
  return `/signin?${params.toString()}`;
}
