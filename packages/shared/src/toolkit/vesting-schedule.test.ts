import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, vestingMonths, vestingSchedule, type VestingInput } from './vesting-schedule';

const grant = (changes: Partial<VestingInput> = {}): VestingInput => ({
  totalShares: 48_000,
  durationMonths: 48,
  cliffMonths: 12,
  frequency: 'monthly',
  startDate: '2027-01-15',
  acceleration: 'none',
  acceleratedPercent: 100,
  ...changes,
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('addMonths', () => {
  it('keeps the day, or takes the last day of a shorter month', () => {
    expect(addMonths('2027-01-15', 1)).toBe('2027-02-15');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-03-31', 1)).toBe('2027-04-30');
    expect(addMonths('2027-11-30', 2)).toBe('2028-01-30');
    expect(addMonths('2027-01-15', 48)).toBe('2031-01-15');
  });
});

describe('the cliff', () => {
  it('vests nothing before it and everything accrued on it', () => {
    const schedule = vestingSchedule(grant());
    expect(schedule.events[0]).toMatchObject({
      month: 12,
      date: '2028-01-15',
      shares: 12_000,
      vested: 12_000,
      vestedPercent: 25,
      unvested: 36_000,
    });
    expect(schedule.events.some((event) => event.month < 12)).toBe(false);
    expect(schedule.cliff).toEqual({ date: '2028-01-15', shares: 12_000 });
  });

  it('then vests every month until the end', () => {
    const schedule = vestingSchedule(grant());
    expect(schedule.events).toHaveLength(37);
    expect(schedule.events[1]).toMatchObject({ month: 13, shares: 1_000, vested: 13_000 });
    expect(schedule.events.at(-1)).toMatchObject({
      month: 48,
      date: '2031-01-15',
      vested: 48_000,
      vestedPercent: 100,
      unvested: 0,
    });
    expect(schedule.fullyVestedDate).toBe('2031-01-15');
  });

  it('without a cliff, vests from the first month', () => {
    const schedule = vestingSchedule(grant({ cliffMonths: 0 }));
    expect(schedule.cliff).toBeNull();
    expect(schedule.events).toHaveLength(48);
    expect(schedule.events[0]).toMatchObject({ month: 1, shares: 1_000 });
  });

  it('a one-month cliff is the first monthly event', () => {
    const schedule = vestingSchedule(grant({ cliffMonths: 1 }));
    expect(schedule.events).toHaveLength(48);
    expect(schedule.cliff).toEqual({ date: '2027-02-15', shares: 1_000 });
  });

  it('a cliff as long as the vesting period vests everything at the end', () => {
    const schedule = vestingSchedule(grant({ cliffMonths: 48 }));
    expect(schedule.events).toEqual([
      expect.objectContaining({ month: 48, shares: 48_000, vested: 48_000 }),
    ]);
    expect(schedule.cliff).toEqual({ date: '2031-01-15', shares: 48_000 });
  });
});

describe('quarterly vesting', () => {
  it('vests every three months after the cliff', () => {
    expect(vestingMonths(grant({ frequency: 'quarterly' }))).toEqual([
      12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48,
    ]);
    const schedule = vestingSchedule(grant({ frequency: 'quarterly' }));
    expect(schedule.events[1]).toMatchObject({ month: 15, shares: 3_000 });
  });

  it('vests on a cliff between quarters, and at an end between quarters', () => {
    expect(vestingMonths({ durationMonths: 12, cliffMonths: 4, frequency: 'quarterly' })).toEqual([
      4, 6, 9, 12,
    ]);
    expect(vestingMonths({ durationMonths: 10, cliffMonths: 0, frequency: 'quarterly' })).toEqual([
      3, 6, 9, 10,
    ]);
    const schedule = vestingSchedule(
      grant({ totalShares: 1_200, durationMonths: 12, cliffMonths: 4, frequency: 'quarterly' }),
    );
    expect(schedule.events.map((event) => event.shares)).toEqual([400, 200, 300, 300]);
  });
});

describe('totals', () => {
  it('add up to the grant exactly when shares do not divide evenly', () => {
    const schedule = vestingSchedule(
      grant({ totalShares: 1_000_003, durationMonths: 7, cliffMonths: 0 }),
    );
    expect(sum(schedule.events.map((event) => event.shares))).toBe(1_000_003);
    expect(schedule.events.map((event) => event.shares)).toEqual([
      142_857, 142_858, 142_857, 142_858, 142_857, 142_858, 142_858,
    ]);
  });

  it('never drift, whatever the grant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000_000 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom('monthly' as const, 'quarterly' as const),
        (totalShares, durationMonths, cliff, frequency) => {
          const cliffMonths = Math.min(cliff, durationMonths);
          const schedule = vestingSchedule(
            grant({ totalShares, durationMonths, cliffMonths, frequency }),
          );
          const shares = schedule.events.map((event) => event.shares);
          expect(sum(shares)).toBe(totalShares);
          expect(shares.every((value) => Number.isInteger(value) && value >= 0)).toBe(true);
          expect(schedule.events[0]!.month).toBeGreaterThanOrEqual(Math.max(cliffMonths, 1));
          expect(schedule.events.at(-1)).toMatchObject({ month: durationMonths, unvested: 0 });
        },
      ),
    );
  });
});

describe('acceleration', () => {
  it('none: no accelerated figures', () => {
    const schedule = vestingSchedule(grant());
    expect(schedule.acceleratedAtStart).toBeNull();
    expect(schedule.events.every((event) => event.ifAccelerated === null)).toBe(true);
  });

  it('single-trigger at 100%: everything vests whenever it triggers', () => {
    const schedule = vestingSchedule(grant({ acceleration: 'single-trigger' }));
    expect(schedule.acceleratedAtStart).toBe(48_000);
    expect(schedule.events.every((event) => event.ifAccelerated === 48_000)).toBe(true);
  });

  it('double-trigger: the chosen share of the unvested shares vests at once', () => {
    const schedule = vestingSchedule(
      grant({ acceleration: 'double-trigger', acceleratedPercent: 50 }),
    );
    expect(schedule.acceleratedAtStart).toBe(24_000);
    expect(schedule.events[0]).toMatchObject({ vested: 12_000, ifAccelerated: 30_000 });
    expect(schedule.events.at(-1)).toMatchObject({ vested: 48_000, ifAccelerated: 48_000 });
  });

  it('rounds accelerated shares down to whole shares, and 0% accelerates nothing', () => {
    const schedule = vestingSchedule(
      grant({
        totalShares: 7,
        durationMonths: 1,
        cliffMonths: 0,
        acceleration: 'double-trigger',
        acceleratedPercent: 25,
      }),
    );
    expect(schedule.acceleratedAtStart).toBe(1);
    const none = vestingSchedule(grant({ acceleration: 'single-trigger', acceleratedPercent: 0 }));
    expect(none.events[0]!.ifAccelerated).toBe(none.events[0]!.vested);
  });
});
