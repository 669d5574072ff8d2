import { afterEach, describe, expect, it } from 'vitest';
import { rememberEndedSession, takeEndedSession } from './ended-session-notice';

afterEach(() => window.sessionStorage.clear());

describe('the ended-session notice', () => {
  it('is told once, then forgotten', () => {
    expect(takeEndedSession()).toBeNull();
    rememberEndedSession('banned');
    expect(takeEndedSession()).toBe('banned');
    expect(takeEndedSession()).toBeNull();
  });

  it('ignores anything it did not write', () => {
    window.sessionStorage.setItem('cofound.session-ended', 'bored');
    expect(takeEndedSession()).toBeNull();
  });
});
