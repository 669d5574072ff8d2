import { afterEach, describe, expect, it } from 'vitest';
import {
  ENDED_SESSION_NOTICE_MS,
  forgetEndedSession,
  readEndedSession,
  rememberEndedSession,
} from './ended-session-notice';

afterEach(() => window.sessionStorage.clear());

describe('the ended-session notice', () => {
  it('is told to every reader while fresh, so a second mount of sign-in still says why', () => {
    expect(readEndedSession()).toBeNull();
    rememberEndedSession('banned', 1_000);
    expect(readEndedSession(1_000)).toBe('banned');
    expect(readEndedSession(1_500)).toBe('banned');
    expect(readEndedSession(1_000 + ENDED_SESSION_NOTICE_MS)).toBe('banned');
  });

  it('goes stale after its window, and is gone once forgotten', () => {
    rememberEndedSession('deleted', 1_000);
    expect(readEndedSession(1_001 + ENDED_SESSION_NOTICE_MS)).toBeNull();
    expect(readEndedSession(1_000)).toBe('deleted');
    forgetEndedSession();
    expect(readEndedSession(1_000)).toBeNull();
  });

  it('ignores anything it did not write', () => {
    for (const foreign of [
      'bored',
      'deleted',
      '{"status":"bored","at":1}',
      '{"status":"deleted"}',
    ]) {
      window.sessionStorage.setItem('cofound.session-ended', foreign);
      expect(readEndedSession(1)).toBeNull();
    }
  });
});
