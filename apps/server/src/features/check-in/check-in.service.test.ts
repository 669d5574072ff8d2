import { describe, expect, it, vi } from 'vitest';
import { checkInMessages } from '@cofound/shared/check-in/check-in.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { fakeRepository } from '../../test/fake-repository';
import type { CheckInQueries } from './check-in.repository';
import { createCheckInService } from './check-in.service';

const member: SessionUser = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada',
  emailVerified: true,
  role: 'user',
  profileId: 'profile-1',
  plan: 'free',
};

function serviceWith(queries: Partial<CheckInQueries>, now = '2024-05-10T12:00:00Z') {
  const all: CheckInQueries = {
    memberTimeZone: vi.fn(async () => ({ profileId: 'profile-1', timeZone: null })),
    findCheckIn: vi.fn(async () => null),
    checkInsSince: vi.fn(async () => []),
    totalPoints: vi.fn(async () => 0),
    insertCheckIn: vi.fn(async (_userId, row) => row),
    ...queries,
  };
  const log = { error: vi.fn() };
  const service = createCheckInService({
    repository: fakeRepository(all),
    log,
    now: () => new Date(now),
  });
  return { service, all, log };
}

describe('check-in service', () => {
  it('books the streak after yesterday’s check-in, with its points', async () => {
    const { service, all } = serviceWith({
      findCheckIn: vi.fn(async (_userId, date) =>
        date === '2024-05-09' ? { date, streak: 9, points: 15 } : null,
      ),
    });
    const { checkIn } = await service.checkIn(member);
    expect(checkIn).toEqual({ date: '2024-05-10', streak: 10, points: 20 });
    expect(all.insertCheckIn).toHaveBeenCalledWith('user-1', checkIn);
  });

  it('answers 409 when the day already has a check-in', async () => {
    const { service } = serviceWith({ insertCheckIn: vi.fn(async () => null) });
    await expect(service.checkIn(member)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: checkInMessages.alreadyCheckedIn,
    });
  });

  it('answers the check-in failure for a member without a profile', async () => {
    const { service, all } = serviceWith({ memberTimeZone: vi.fn(async () => null) });
    await expect(service.checkIn(member)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: checkInMessages.checkInFailed,
    });
    expect(all.insertCheckIn).not.toHaveBeenCalled();
  });

  it('answers each step’s words for an unexpected failure, and logs it', async () => {
    const broken = vi.fn(async () => {
      throw new Error('boom');
    });
    const { service, log } = serviceWith({ memberTimeZone: broken });
    await expect(service.checkIn(member)).rejects.toMatchObject({
      code: 'INTERNAL',
      message: checkInMessages.checkInFailed,
    });
    await expect(service.getStats(member)).rejects.toMatchObject({
      code: 'INTERNAL',
      message: checkInMessages.loadFailed,
    });
    expect(log.error).toHaveBeenCalledTimes(2);
  });

  it('counts today in the member’s zone', async () => {
    const { service } = serviceWith(
      { memberTimeZone: vi.fn(async () => ({ profileId: 'p', timeZone: 'Pacific/Kiritimati' })) },
      '2024-12-31T10:00:00Z',
    );
    expect((await service.getStats(member)).today).toBe('2025-01-01');
  });
});
