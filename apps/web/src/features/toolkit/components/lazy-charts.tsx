import { lazyChart } from '../../../components/charts/lazy-chart';

export const EquitySplitChart = lazyChart(
  async () => (await import('./equity-split-chart')).EquitySplitChart,
);
export const VestingChart = lazyChart(async () => (await import('./vesting-chart')).VestingChart);
export const ProjectionChart = lazyChart(
  async () => (await import('./projection-chart')).ProjectionChart,
);
