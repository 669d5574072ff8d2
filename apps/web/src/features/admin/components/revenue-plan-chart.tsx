import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { planLabels } from '@cofound/shared/billing/plan';
import type { AdminRevenue } from '@cofound/shared/admin/admin-revenue.schemas';
import { formatMoney } from '../../billing/index';
import { planColor } from './revenue-plan-colors';

type RevenuePlanChartProps = Pick<AdminRevenue, 'byPlan' | 'currency'>;

/** The plans' shares of the period's revenue as a donut; the list beside it says the same. */
export function RevenuePlanChart({ byPlan, currency }: RevenuePlanChartProps) {
  const shown = byPlan.filter((plan) => plan.cents > 0);
  return (
    <div aria-hidden="true" className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie
            data={shown.map((plan) => ({ ...plan, name: planLabels[plan.plan] }))}
            dataKey="cents"
            nameKey="name"
            innerRadius="55%"
            outerRadius="85%"
            paddingAngle={1}
            rootTabIndex={-1}
            isAnimationActive={false}
          >
            {shown.map((plan) => (
              <Cell key={plan.plan} fill={planColor(plan.plan)} />
            ))}
          </Pie>
          <Tooltip formatter={(cents) => formatMoney(Number(cents), currency, true)} />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
