// Process memory around the index's load: a full garbage collection first, so that the deltas are
// what stays alive rather than what happens to be uncollected.
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

export type MemorySample = { rss: number; heapUsed: number; arrayBuffers: number };

export function sampleMemory(): MemorySample {
  collect();
  const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, arrayBuffers };
}

const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

/** The growth from `before` to now, in MB, as the JSON lines print it. */
export function memoryGrowth(before: MemorySample) {
  const now = sampleMemory();
  return {
    rss_delta_mb: mb(now.rss - before.rss),
    heap_delta_mb: mb(now.heapUsed - before.heapUsed),
    array_buffers_delta_mb: mb(now.arrayBuffers - before.arrayBuffers),
    rss_mb: mb(now.rss),
  };
}

export { mb };
