import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { decideAccess } from './access-policy';

const member: SessionUser = {
  id: 'u1',
  email: 'demo@cofound.dev',
  name: 'Demo Member',
  emailVerified: true,
  role: 'user',
  profileId: 'p1',
  plan: 'free',
};
const admin: SessionUser = { ...member, id: 'u2', role: 'admin' };

const at = (pathname: string, search = '', state: unknown = null) => ({
  pathname,
  search,
  hash: '',
  state,
});

describe('decideAccess', () => {
  it('sends signed-out visitors of member pages to sign-in, remembering where they were', () => {
    expect(decideAccess('member', null, at('/dashboard'))).toEqual({
      kind: 'redirect',
      to: '/signin?from=%2Fdashboard',
      state: { from: '/dashboard' },
    });
    expect(decideAccess('admin', null, at('/admin/revenue', '?period=30d'))).toMatchObject({
      to: '/signin?from=%2Fadmin%2Frevenue%3Fperiod%3D30d',
      state: { from: '/admin/revenue?period=30d' },
    });
  });

  it('lets members in and keeps non-admins out of the admin area', () => {
    expect(decideAccess('member', member, at('/dashboard'))).toEqual({ kind: 'allow' });
    expect(decideAccess('admin', member, at('/admin'))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(decideAccess('admin', admin, at('/admin'))).toEqual({ kind: 'allow' });
  });

  it('sends signed-in visitors of sign-in and sign-up back where they came from', () => {
    expect(decideAccess('guest', null, at('/signin'))).toEqual({ kind: 'allow' });
    expect(decideAccess('guest', member, at('/signin'))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(decideAccess('guest', member, at('/signin', '?from=%2Fconnections'))).toMatchObject({
      to: '/connections',
    });
    expect(decideAccess('guest', member, at('/signup', '', { from: '/profile' }))).toMatchObject({
      to: '/profile',
    });
    expect(decideAccess('guest', member, at('/signin', '?from=%2F%2Fevil.example'))).toMatchObject({
      to: '/dashboard',
    });
  });
});
