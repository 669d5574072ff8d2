import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectionMonitor } from './connection-monitor';

/** A health check whose answers the test decides, one per call. */
function scriptedHealth(answers: boolean[]) {
  return vi.fn(async () => answers.shift() ?? false);
}

async function flush() {
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createConnectionMonitor', () => {
  it('retries after 1 s, 2 s and 4 s, then waits for the user', async () => {
    const checkHealth = scriptedHealth([]);
    const monitor = createConnectionMonitor({ checkHealth });
    monitor.start();
    await flush();
    expect(monitor.getState()).toMatchObject({ phase: 'offline', retries: 0 });

    await vi.advanceTimersByTimeAsync(999);
    expect(checkHealth).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(checkHealth).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(checkHealth).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(checkHealth).toHaveBeenCalledTimes(4);
    expect(monitor.getState()).toMatchObject({ phase: 'offline', retries: 3 });

    await vi.advanceTimersByTimeAsync(60_000);
    expect(checkHealth).toHaveBeenCalledTimes(4);
  });

  it('comes back online by itself when a retry succeeds and says so once', async () => {
    const onRecovered = vi.fn();
    const monitor = createConnectionMonitor({
      checkHealth: scriptedHealth([false, false, true]),
      onRecovered,
    });
    const listener = vi.fn();
    monitor.subscribe(listener);
    monitor.start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(monitor.getState()).toEqual({ phase: 'online', checking: false, retries: 0 });
    expect(onRecovered).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalled();
  });

  it('checks on a reported failure only while online, once at a time', async () => {
    const checkHealth = scriptedHealth([true, true]);
    const monitor = createConnectionMonitor({ checkHealth });
    monitor.reportFailure();
    expect(checkHealth).not.toHaveBeenCalled();
    monitor.start();
    await flush();
    monitor.reportFailure();
    monitor.reportFailure();
    await flush();
    expect(checkHealth).toHaveBeenCalledTimes(2);
    expect(monitor.getState().phase).toBe('online');
  });

  it('lets a manual retry run at once and counts it', async () => {
    const checkHealth = scriptedHealth([false, false]);
    const monitor = createConnectionMonitor({ checkHealth });
    monitor.start();
    await flush();
    monitor.retry();
    await flush();
    expect(checkHealth).toHaveBeenCalledTimes(2);
    expect(monitor.getState().retries).toBe(1);
    monitor.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(checkHealth).toHaveBeenCalledTimes(2);
  });
});
