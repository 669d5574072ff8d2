import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasPremiumAccess, type PremiumFeature } from '@cofound/shared/billing/plan';
import { authPathWithReturn } from '../../../lib/return-path';
import { useSession } from '../../session/index';

/** Whether the visitor may use a Pro or Business feature, and where to send them if not. */
export type PremiumGate = {
  /** 'signed-out' goes to sign-in, 'locked' to /pricing with the feature hint, 'open' proceeds. */
  state: 'signed-out' | 'locked' | 'open';
  /** Sends the visitor where they must go first (sign-in or /pricing); false when it did not. */
  redirect: () => boolean;
};

/**
 * The browser's side of premium gating: it only decides where to send someone. The server
 * refuses the premium route itself (403 PREMIUM_REQUIRED) whatever the browser shows.
 */
export function usePremiumGate(feature: PremiumFeature, premium = true): PremiumGate {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const state: PremiumGate['state'] = !user
    ? 'signed-out'
    : !premium || hasPremiumAccess(user)
      ? 'open'
      : 'locked';
  const redirect = useCallback(() => {
    if (state === 'open') return false;
    if (state === 'signed-out') {
      const from = `${location.pathname}${location.search}`;
      void navigate(authPathWithReturn('/signin', from), { state: { from } });
    } else {
      void navigate('/pricing', { state: { feature } });
    }
    return true;
  }, [state, location.pathname, location.search, navigate, feature]);
  return { state, redirect };
}
