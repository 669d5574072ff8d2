import { afterEach, describe, expect, it } from 'vitest';
import {
  CONNECTION_INTENT_KEY,
  CONNECTION_INTENT_MAX_AGE_MS,
  saveConnectionIntent,
  signInTargetFor,
  takeConnectionIntent,
  type ConnectionIntent,
} from './connection-intent';

const intent: ConnectionIntent = {
  action: 'connect',
  profileId: 'p-1',
  from: '/discover?q=ada&skills=Sales',
  savedAt: 1_000,
};

afterEach(() => window.sessionStorage.clear());

describe('connection intent', () => {
  it('is taken once', () => {
    saveConnectionIntent(intent);
    expect(takeConnectionIntent({ now: 2_000 })).toEqual(intent);
    expect(takeConnectionIntent({ now: 2_000 })).toBeNull();
  });

  it('stays for another profile', () => {
    saveConnectionIntent(intent);
    expect(takeConnectionIntent({ profileId: 'p-2', now: 2_000 })).toBeNull();
    expect(takeConnectionIntent({ profileId: 'p-1', now: 2_000 })).toEqual(intent);
  });

  it('drops a stale or malformed one', () => {
    saveConnectionIntent(intent);
    expect(takeConnectionIntent({ now: 1_000 + CONNECTION_INTENT_MAX_AGE_MS + 1 })).toBeNull();
    expect(window.sessionStorage.getItem(CONNECTION_INTENT_KEY)).toBeNull();
    window.sessionStorage.setItem(CONNECTION_INTENT_KEY, '{"action":"hack"}');
    expect(takeConnectionIntent()).toBeNull();
  });

  it('builds the sign-in link with return path, profile and action', () => {
    const target = signInTargetFor(intent);
    const url = new URL(target.to, 'http://x');
    expect(url.pathname).toBe('/signin');
    expect(url.searchParams.get('from')).toBe('/discover?q=ada&skills=Sales');
    expect(url.searchParams.get('profileId')).toBe('p-1');
    expect(url.searchParams.get('action')).toBe('connect');
    expect(target.state).toEqual({ from: intent.from, profileId: 'p-1', action: 'connect' });
  });

  it('never returns to another site', () => {
    expect(signInTargetFor({ ...intent, from: '//evil.example' }).state.from).toBe('/discover');
  });
});
