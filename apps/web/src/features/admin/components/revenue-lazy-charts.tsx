import { lazyChart } from '../../../components/charts/lazy-chart';

// The charting library loads with the first revenue chart, not with the admin area.
export const RevenueTimeChart = lazyChart(
  async () => (await import('./revenue-time-chart')).RevenueTimeChart,
  'h-64 w-full',
);
export const RevenuePlanChart = lazyChart(
  async () => (await import('./revenue-plan-chart')).RevenuePlanChart,
  'h-56 w-full',
);
