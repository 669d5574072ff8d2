import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useChangedSinceFirst } from './use-changed-since-first';

describe('useChangedSinceFirst', () => {
  it('stays false while loading and on the first key, then true for good', () => {
    const { result, rerender } = renderHook(({ key }) => useChangedSinceFirst(key), {
      initialProps: { key: null as string | null },
    });
    expect(result.current).toBe(false);
    rerender({ key: 'idle' });
    expect(result.current).toBe(false);
    rerender({ key: 'waiting' });
    expect(result.current).toBe(true);
    rerender({ key: 'idle' });
    expect(result.current).toBe(true);
  });
});
