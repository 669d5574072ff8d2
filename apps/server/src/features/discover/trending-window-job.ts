import type { Jobs } from '../../jobs';
import type { DiscoverRepository } from './discover.repository';

export const TRENDING_WINDOW_JOB = 'discover.trending-window';
/**
 * Once per slot of this length: a Trending read adjusts the rollup for the events that left the
 * window since the last run, about this long's worth (docs/decisions/0028-trending-rollup.md).
 */
const EVERY_MS = 10 * 60_000;

/** Keeps the Trending rollup's start close behind the window's, from the job table. */
export function scheduleTrendingWindow(
  jobs: Pick<Jobs, 'handle' | 'every'>,
  repository: Pick<DiscoverRepository, 'moveTrendingWindow'>,
): void {
  jobs.handle(TRENDING_WINDOW_JOB, () => repository.moveTrendingWindow());
  jobs.every(TRENDING_WINDOW_JOB, EVERY_MS);
}
