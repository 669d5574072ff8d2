import { describe, expect, it, vi } from 'vitest';
import type { AccountSessionsRepository } from './account-sessions.repository';
import { createSessionIdleCheck, SESSION_ACTIVITY_RESOLUTION_SECONDS } from './session-idle';

const NOW = new Date('2026-11-24T12:00:00Z');
const DAY_MS = 86_400_000;
const RESOLUTION_MS = SESSION_ACTIVITY_RESOLUTION_SECONDS * 1000;
const cookie = 'cofound.session_token=the-token.c2lnbmF0dXJl';

function idleCheckWith(lastActiveAt: Date | null) {
  const repository = {
    lastActiveAt: vi.fn(async () => lastActiveAt),
    deleteByToken: vi.fn(async () => {}),
  };
  const check = createSessionIdleCheck({
    repository: repository as unknown as AccountSessionsRepository,
    sessionCookieName: async () => 'cofound.session_token',
    idleDays: 7,
    now: () => NOW,
  });
  return { check, repository };
}

const stampedAgo = (ms: number) => new Date(NOW.getTime() - ms);

describe('the session idle check', () => {
  it('keeps a session whose stamp is within the idle time plus one activity resolution', async () => {
    // The stamp lags the last use by up to one resolution: ending sooner could cut a session
    // that was in fact used less than 7 days ago.
    const { check, repository } = idleCheckWith(stampedAgo(7 * DAY_MS + RESOLUTION_MS));
    expect(await check.endIfIdle({ cookie })).toBe(false);
    expect(repository.lastActiveAt).toHaveBeenCalledWith('the-token');
    expect(repository.deleteByToken).not.toHaveBeenCalled();
  });

  it('ends a session idle for longer, by the token in its signed cookie', async () => {
    const { check, repository } = idleCheckWith(stampedAgo(7 * DAY_MS + RESOLUTION_MS + 1));
    expect(await check.endIfIdle({ cookie })).toBe(true);
    expect(repository.deleteByToken).toHaveBeenCalledWith('the-token');
  });

  it('leaves requests without a session cookie, or with an unknown session, to better-auth', async () => {
    const { check, repository } = idleCheckWith(null);
    expect(await check.endIfIdle({})).toBe(false);
    expect(await check.endIfIdle({ cookie: 'other=1' })).toBe(false);
    expect(repository.lastActiveAt).not.toHaveBeenCalled();
    expect(await check.endIfIdle({ cookie })).toBe(false);
    expect(repository.deleteByToken).not.toHaveBeenCalled();
  });
});
