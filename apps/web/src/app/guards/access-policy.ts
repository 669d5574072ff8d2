import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { authPathWithReturn, returnPathFrom } from '../../lib/return-path';

/** member: signed in; admin: signed in as an admin; guest: signed out (sign-in, sign-up). */
export type AccessRule = 'member' | 'admin' | 'guest';

export type AccessDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string; state?: { from: string } };

type Place = { pathname: string; search: string; hash: string; state: unknown };

const allow: AccessDecision = { kind: 'allow' };

/** Who may see a route, and where everyone else goes (docs/product.md#navigation). */
export function decideAccess(
  rule: AccessRule,
  user: SessionUser | null,
  place: Place,
): AccessDecision {
  if (rule === 'guest') {
    if (!user) return allow;
    return { kind: 'redirect', to: returnPathFrom(place.search, place.state) ?? '/dashboard' };
  }
  if (!user) {
    const from = `${place.pathname}${place.search}${place.hash}`;
    return { kind: 'redirect', to: authPathWithReturn('/signin', from), state: { from } };
  }
  if (rule === 'admin' && user.role !== 'admin') return { kind: 'redirect', to: '/dashboard' };
  return allow;
}
