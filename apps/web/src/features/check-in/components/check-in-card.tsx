import { useId } from 'react';
import { Check, Flame } from 'lucide-react';
import { checkInPoints, type NextBonus } from '@cofound/shared/check-in/check-in.rules';
import { checkInMessages, type CheckInStats } from '@cofound/shared/check-in/check-in.schemas';
import { Button } from '../../../components/ui/button';
import { surfaceStyles } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { pluralForm, pluralize } from '../../../lib/plural';
import { useCheckIn } from '../api/use-check-in';
import { useCheckInStats } from '../api/use-check-in-stats';
import { CheckInCalendar } from './check-in-calendar';

const points = { one: 'point', other: 'points' };
const days = { one: 'day', other: 'days' };

/** E.g. '2 more days to +15 points'. */
export function nextBonusText(bonus: NextBonus | null): string {
  if (!bonus) return 'Top streak bonus reached: +30 points a day.';
  return `${bonus.days} more ${pluralForm(bonus.days, days)} to +${pluralize(bonus.points, points)}`;
}

function CheckInBody({ stats }: { stats: CheckInStats }) {
  const checkIn = useCheckIn();
  const done = stats.checkedInToday;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-amber-50 p-3">
          <dt className="text-sm text-slate-700">Streak</dt>
          <dd className="mt-1 flex items-center gap-1.5 text-slate-900">
            <Flame aria-hidden="true" className="size-5 shrink-0 text-orange-600" />
            <span className="text-2xl font-bold">{stats.currentStreak}</span>
            <span className="text-sm">{pluralForm(stats.currentStreak, days)}</span>
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-sm text-slate-700">Points today</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{stats.pointsToday}</dd>
        </div>
      </dl>
      <p className="text-sm text-slate-700">{nextBonusText(stats.nextBonus)}</p>
      <div className="space-y-1.5">
        <Button
          className="w-full"
          loading={checkIn.isPending}
          disabled={done}
          onClick={() => checkIn.mutate()}
        >
          {done && <Check aria-hidden="true" className="size-4" />}
          {done ? 'Checked in today' : 'Check In'}
        </Button>
        {!done && (
          <p className="text-center text-xs text-slate-600">
            Today’s check-in earns {pluralize(checkInPoints(stats.currentStreak + 1), points)}.
          </p>
        )}
      </div>
      <CheckInCalendar days={stats.days} today={stats.today} />
      <p className="text-xs text-slate-600">
        {pluralize(stats.totalPoints, points)} from check-ins so far, counted in your reputation.
      </p>
    </>
  );
}

/**
 * The daily check-in (docs/product.md#check-in): the streak, today's points, the next bonus,
 * the last 30 days and the button to check in once a day.
 */
export function CheckInCard({ className }: { className?: string }) {
  const headingId = useId();
  const stats = useCheckInStats();
  return (
    <section aria-labelledby={headingId} className={surfaceStyles('comfortable', className)}>
      <div className="space-y-4">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Daily check-in
        </h2>
        <QueryState
          query={stats}
          loading={{ label: 'Loading check-in stats…', rows: 3, rowClassName: 'h-12' }}
          errorMessage={checkInMessages.loadFailed}
        >
          {(data) => <CheckInBody stats={data} />}
        </QueryState>
      </div>
    </section>
  );
}
