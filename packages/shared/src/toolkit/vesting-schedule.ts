// The vesting calculator's schedule (docs/product.md#vesting-calculator): when each share of a
// grant vests, with a cliff, monthly or quarterly vesting and optional acceleration.

export const vestingFrequencies = ['monthly', 'quarterly'] as const;
export type VestingFrequency = (typeof vestingFrequencies)[number];

export const vestingAccelerations = ['none', 'single-trigger', 'double-trigger'] as const;
export type VestingAcceleration = (typeof vestingAccelerations)[number];

export const VESTING_MAX_MONTHS = 120;
export const VESTING_MAX_SHARES = 1_000_000_000_000;

export type VestingInput = {
  totalShares: number;
  durationMonths: number;
  /** 0 for no cliff; at most durationMonths. */
  cliffMonths: number;
  frequency: VestingFrequency;
  /** The vesting start (YYYY-MM-DD). */
  startDate: string;
  acceleration: VestingAcceleration;
  /** The share (percent) of the unvested shares that vests at once when acceleration triggers. */
  acceleratedPercent: number;
};

export type VestingEvent = {
  /** Months after the start. */
  month: number;
  date: string;
  /** Shares that vest on this date. */
  shares: number;
  /** Shares vested by then, this event included. */
  vested: number;
  /** vested / total, in percent, two decimals. */
  vestedPercent: number;
  unvested: number;
  /** Shares vested if acceleration triggered just after this date; null without acceleration. */
  ifAccelerated: number | null;
};

export type VestingSchedule = {
  totalShares: number;
  events: VestingEvent[];
  /** The cliff's date and the shares vesting on it; null without a cliff. */
  cliff: { date: string; shares: number } | null;
  fullyVestedDate: string;
  /** Shares vested if acceleration triggered before anything vested; null without acceleration. */
  acceleratedAtStart: number | null;
};

const MONTHS_PER_EVENT: Record<VestingFrequency, number> = { monthly: 1, quarterly: 3 };

/** `date` (YYYY-MM-DD) plus `months`; a day the month lacks becomes its last day (Jan 31 + 1 = Feb 28). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The months after the start on which shares vest: each period from the cliff on, and the end. */
export function vestingMonths(
  input: Pick<VestingInput, 'durationMonths' | 'cliffMonths' | 'frequency'>,
): number[] {
  const { durationMonths, cliffMonths } = input;
  const step = MONTHS_PER_EVENT[input.frequency];
  const months = new Set<number>();
  if (cliffMonths > 0) months.add(cliffMonths);
  for (let month = step; month <= durationMonths; month += step) {
    if (month >= cliffMonths) months.add(month);
  }
  months.add(durationMonths);
  return [...months].sort((a, b) => a - b);
}

/** Whole shares vested after `month` months, without the cliff: the straight line, rounded down. */
function linearVested(totalShares: number, month: number, durationMonths: number): number {
  return Math.floor((totalShares * month) / durationMonths);
}

/**
 * The schedule. Each event's vested total is the straight line at that month rounded down, so
 * the shares of all events add up to the grant exactly: no rounding drift, and the last event
 * vests whatever is left. Before the cliff nothing vests; on it, everything accrued so far.
 */
export function vestingSchedule(input: VestingInput): VestingSchedule {
  const { totalShares, durationMonths, cliffMonths, startDate } = input;
  const percent = input.acceleration === 'none' ? null : input.acceleratedPercent;
  const accelerated = (unvested: number) =>
    percent === null ? null : Math.floor((unvested * percent) / 100);
  let previous = 0;
  const events = vestingMonths(input).map((month): VestingEvent => {
    const vested =
      month === durationMonths ? totalShares : linearVested(totalShares, month, durationMonths);
    const shares = vested - previous;
    previous = vested;
    const unvested = totalShares - vested;
    const extra = accelerated(unvested);
    return {
      month,
      date: addMonths(startDate, month),
      shares,
      vested,
      vestedPercent: Math.round((vested * 10_000) / totalShares) / 100,
      unvested,
      ifAccelerated: extra === null ? null : vested + extra,
    };
  });
  const cliffEvent = cliffMonths > 0 ? events[0] : undefined;
  return {
    totalShares,
    events,
    cliff: cliffEvent ? { date: cliffEvent.date, shares: cliffEvent.shares } : null,
    fullyVestedDate: addMonths(startDate, durationMonths),
    acceleratedAtStart: accelerated(totalShares),
  };
}
