import { afterEach, describe, expect, it } from 'vitest';
import {
  CIRCLE_INTENT_KEY,
  CIRCLE_INTENT_MAX_AGE_MS,
  circleSignInTarget,
  intentPathname,
  saveCircleIntent,
  takeCircleIntent,
  type CircleIntent,
} from './circle-intent';

const join: CircleIntent = {
  action: 'join',
  circleId: 'c-1',
  from: '/circles?q=ai',
  savedAt: 1_000,
};

afterEach(() => window.sessionStorage.clear());

describe('circle intent', () => {
  it('is taken once, on the page it came from', () => {
    saveCircleIntent(join);
    const here = (pathname: string) => (intent: CircleIntent) =>
      intentPathname(intent) === pathname;
    expect(takeCircleIntent({ now: 2_000, matches: here('/circles/c-1') })).toBeNull();
    expect(takeCircleIntent({ now: 2_000, matches: here('/circles') })).toEqual(join);
    expect(takeCircleIntent({ now: 2_000 })).toBeNull();
  });

  it('drops a stale or malformed one', () => {
    saveCircleIntent(join);
    expect(takeCircleIntent({ now: 1_000 + CIRCLE_INTENT_MAX_AGE_MS + 1 })).toBeNull();
    expect(window.sessionStorage.getItem(CIRCLE_INTENT_KEY)).toBeNull();
    window.sessionStorage.setItem(CIRCLE_INTENT_KEY, '{"action":"join","from":"/","savedAt":1}');
    expect(takeCircleIntent({ now: 2 })).toBeNull();
  });

  it('builds the sign-in link with the return path, action and circle', () => {
    const url = new URL(circleSignInTarget(join).to, 'http://x');
    expect(url.pathname).toBe('/signin');
    expect(url.searchParams.get('from')).toBe('/circles?q=ai');
    expect(url.searchParams.get('action')).toBe('join');
    expect(url.searchParams.get('circleId')).toBe('c-1');
    expect(circleSignInTarget({ action: 'propose', from: '//evil.example' }).state).toEqual({
      from: '/circles',
      action: 'propose',
    });
  });
});
