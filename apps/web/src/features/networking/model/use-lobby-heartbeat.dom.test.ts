import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORKING_HEARTBEAT_SECONDS } from '@cofound/shared/networking/networking.schemas';
import { useLobbyHeartbeat } from './use-lobby-heartbeat';

const period = NETWORKING_HEARTBEAT_SECONDS * 1000;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useLobbyHeartbeat', () => {
  it('beats every period while active, and stops when it is not', () => {
    const beat = vi.fn();
    const { rerender } = renderHook(({ active }) => useLobbyHeartbeat(active, beat), {
      initialProps: { active: true },
    });
    vi.advanceTimersByTime(period - 1);
    expect(beat).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(beat).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(period);
    expect(beat).toHaveBeenCalledTimes(2);

    rerender({ active: false });
    vi.advanceTimersByTime(period * 3);
    expect(beat).toHaveBeenCalledTimes(2);
  });

  it('calls the latest beat without starting over', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ beat }) => useLobbyHeartbeat(true, beat), {
      initialProps: { beat: first },
    });
    vi.advanceTimersByTime(period / 2);
    rerender({ beat: second });
    vi.advanceTimersByTime(period / 2);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
