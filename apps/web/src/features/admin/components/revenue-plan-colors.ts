import { paidPlans, type PaidPlan } from '@cofound/shared/billing/plan';
import { chartColors } from '../../../components/charts/chart-colors';

/** Each plan's colour in the plan split: the same in the chart and in its list. */
export function planColor(plan: PaidPlan): string {
  return chartColors[paidPlans.indexOf(plan) % chartColors.length]!;
}
