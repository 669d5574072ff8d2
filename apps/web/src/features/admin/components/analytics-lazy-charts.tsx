import { lazyChart } from '../../../components/charts/lazy-chart';

// The charting library loads with the first analytics chart, not with the admin area.
export const ActivityChart = lazyChart(
  async () => (await import('./analytics-activity-chart')).ActivityChart,
  'h-72 w-full',
);
