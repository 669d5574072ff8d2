/** The p-th percentile (0..100) of ascending `sorted`, nearest rank below. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Milliseconds to two decimals, as the JSON lines print them. */
export const roundMs = (ms: number) => Math.round(ms * 100) / 100;

/** p50 and p95 of the timings, rounded, in the JSON lines' field names. */
export function summarize(times: readonly number[]): { p50_ms: number; p95_ms: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50_ms: roundMs(percentile(sorted, 50)), p95_ms: roundMs(percentile(sorted, 95)) };
}

/** Runs `work` and answers its result with the milliseconds it took. */
export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** `work` run `warmup` times untimed, then `runs` times timed: its last result and the times. */
export async function timedRuns<T>(
  work: () => Promise<T>,
  runs: number,
  warmup = 5,
): Promise<{ last: T; times: number[] }> {
  let last = undefined as T;
  for (let i = 0; i < warmup; i += 1) last = await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const run = await timed(work);
    last = run.result;
    times.push(run.ms);
  }
  return { last, times };
}
