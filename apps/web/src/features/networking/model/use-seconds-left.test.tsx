import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSecondsLeft } from './use-seconds-left';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-01T10:00:00.250Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useSecondsLeft', () => {
  it('counts down each second as it passes, and stops at 0', async () => {
    const { result } = renderHook(() => useSecondsLeft('2026-05-01T10:00:03.000Z'));
    expect(result.current).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(749));
    expect(result.current).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is 0 at once for a round already over', () => {
    const { result } = renderHook(() => useSecondsLeft('2026-05-01T09:59:00.000Z'));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
