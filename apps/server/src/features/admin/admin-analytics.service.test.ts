import { describe, expect, it } from 'vitest';
import { adminAnalyticsMessages } from '@cofound/shared/admin/admin-analytics.schemas';
import { fakeRepository } from '../../test/fake-repository';
import type { adminAnalyticsQueries } from './admin-analytics.repository';
import { createAdminAnalyticsService } from './admin-analytics.service';

type Queries = ReturnType<typeof adminAnalyticsQueries>;

const quiet: Queries = {
  activeBy: async () => [],
  cohorts: async () => [],
  reEngagement: async () => ({ inactive: 0, returned: 0 }),
  topReputation: async () => [],
};

// Wednesday 2026-03-11: the 7-day period runs from Thursday 2026-03-05.
const now = () => new Date('2026-03-11T08:00:00Z');
const log = { error: () => undefined };
const serviceWith = (queries: Partial<Queries>) =>
  createAdminAnalyticsService({
    repository: fakeRepository({ ...quiet, ...queries }),
    log,
    now,
  });

describe('the analytics service', () => {
  it('lists every day and every week that starts in the period, zero where nobody was active', async () => {
    const figures = await serviceWith({
      activeBy: async (span) =>
        span === 'day'
          ? [{ starts_on: '2026-03-09', members: 4 }]
          : [{ starts_on: '2026-03-09', members: 6 }],
    }).analytics('7d');
    expect(figures.daily).toHaveLength(7);
    expect(figures.daily[0]).toEqual({ day: '2026-03-05', members: 0 });
    expect(figures.daily.find((entry) => entry.day === '2026-03-09')?.members).toBe(4);
    expect(figures.weekly).toEqual([{ weekStart: '2026-03-09', members: 6, complete: false }]);
  });

  it('asks for the weeks from the first Monday in the period', async () => {
    const asked: string[] = [];
    await serviceWith({
      activeBy: async (span, from, to) => {
        asked.push(`${span} ${from} ${to}`);
        return [];
      },
    }).analytics('30d');
    expect(asked).toEqual(['day 2026-02-10 2026-03-11', 'week 2026-02-16 2026-03-11']);
  });

  it('fills the retention table: 8 signup weeks, each followed for the weeks begun', async () => {
    const figures = await serviceWith({
      cohorts: async () => [
        { week: '2026-02-23', weeks_after: -1, members: 5 },
        { week: '2026-02-23', weeks_after: 0, members: 4 },
        { week: '2026-02-23', weeks_after: 2, members: 1 },
      ],
    }).analytics('30d');
    expect(figures.cohorts).toHaveLength(8);
    expect(figures.cohorts[0]).toMatchObject({ weekStart: '2026-01-19', members: 0 });
    expect(figures.cohorts[0]!.active).toHaveLength(8);
    expect(figures.cohorts.find((cohort) => cohort.weekStart === '2026-02-23')).toEqual({
      weekStart: '2026-02-23',
      members: 5,
      active: [4, 0, 1],
    });
    expect(figures.cohorts.at(-1)).toEqual({ weekStart: '2026-03-09', members: 0, active: [0] });
  });

  it('answers a failed read with the page words', async () => {
    const failing = serviceWith({
      topReputation: async () => {
        throw new Error('connection reset');
      },
    });
    await expect(failing.analytics('30d')).rejects.toMatchObject({
      message: adminAnalyticsMessages.loadFailed,
    });
  });
});
