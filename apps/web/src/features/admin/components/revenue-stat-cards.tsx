import {
  BadgeDollarSign,
  CalendarRange,
  Gift,
  Repeat,
  TrendingDown,
  UsersRound,
} from 'lucide-react';
import type { AdminRevenue } from '@cofound/shared/admin/admin-revenue.schemas';
import { pluralize } from '../../../lib/plural';
import { formatMoney } from '../../billing/index';
import { formatShare, monthlyRevenueBasis, monthlyRevenueLabel } from '../model/revenue-texts';
import { StatTile } from './stat-tile';
import { formatCount } from '../../../lib/intl-formats';

export const revenueStatsGrid =
  'grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-3';

const detail = 'text-sm text-slate-600';

/** The period's revenue, the subscriptions in force now, churn and the free months granted. */
export function RevenueStatCards({ revenue }: { revenue: AdminRevenue }) {
  const money = (cents: number) => formatMoney(cents, revenue.currency, true);
  const { churn } = revenue;
  return (
    <dl className={revenueStatsGrid}>
      <StatTile label="Total revenue" icon={BadgeDollarSign} value={money(revenue.totalCents)}>
        <span className={detail}>
          {pluralize(revenue.payments, { one: 'payment', other: 'payments' })}
        </span>
      </StatTile>
      <StatTile
        label={monthlyRevenueLabel(revenue.period)}
        icon={CalendarRange}
        value={money(revenue.monthlyCents)}
      >
        <span className={detail}>{monthlyRevenueBasis[revenue.period]}</span>
      </StatTile>
      <StatTile label="MRR" icon={Repeat} value={money(revenue.mrrCents)}>
        <span className={detail}>Monthly recurring revenue of the subscriptions in force</span>
      </StatTile>
      <StatTile
        label="Active subscriptions"
        icon={UsersRound}
        value={formatCount(revenue.activeSubscriptions)}
      >
        <span className={detail}>Active or past due, paid through a future date</span>
      </StatTile>
      {churn && (
        <StatTile label="Churn" icon={TrendingDown} value={formatShare(churn.rate)}>
          <span className={detail}>
            {formatCount(churn.churned)} of{' '}
            {pluralize(churn.atStart, { one: 'subscription', other: 'subscriptions' })} in force at
            the start ended or were cancelled
          </span>
        </StatTile>
      )}
      <StatTile label="Referral rewards" icon={Gift} value={formatCount(revenue.referralRewards)}>
        <span className={detail}>Free months granted for referrals</span>
      </StatTile>
    </dl>
  );
}
