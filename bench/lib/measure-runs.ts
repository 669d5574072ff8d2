import type { BenchDb } from './settings';
import { summarize, timed } from './stats';

/** What every figure's JSON line is labelled with. */
export type RunLabels = { profiles: number; db: BenchDb; runs: number };

/** Times `work` and prints the figure `name`'s line, with `extra` fields beside the timings. */
export type MeasureRuns = (
  name: string,
  work: (i: number) => Promise<unknown>,
  extra?: Record<string, unknown>,
) => Promise<void>;

/** Prints figure `name`'s line: the p50 and p95 of `times`, with `extra` fields beside them. */
export function printFigure(
  labels: RunLabels,
  name: string,
  times: readonly number[],
  extra?: Record<string, unknown>,
) {
  console.log(JSON.stringify({ bench: name, ...labels, ...extra, ...summarize(times) }));
}

/**
 * `work(i)` run `runs` times, timed, after one untimed warm-up run. The warm-up gets `runs` as
 * its index, which no timed run has: work that uses something up (a report decided) takes its
 * own item.
 */
export function runMeasurer(labels: RunLabels): MeasureRuns {
  return async (name, work, extra) => {
    await work(labels.runs);
    const times: number[] = [];
    for (let i = 0; i < labels.runs; i += 1) times.push((await timed(() => work(i))).ms);
    printFigure(labels, name, times, extra);
  };
}
