import { describe, expect, it } from 'vitest';
import { flyOutOffset, swipeOutcome, swipeRotation, swipeTransform } from './swipe';

describe('swipeOutcome', () => {
  it.each([
    [101, 'like'],
    [250, 'like'],
    [-101, 'pass'],
    [-400, 'pass'],
    [100, 'reset'],
    [-100, 'reset'],
    [0, 'reset'],
    [42, 'reset'],
    [-99.5, 'reset'],
  ] as const)('%d px is %s', (dx, outcome) => {
    expect(swipeOutcome(dx)).toBe(outcome);
  });

  it('counts a fraction of a pixel beyond 100', () => {
    expect(swipeOutcome(100.5)).toBe('like');
    expect(swipeOutcome(-100.5)).toBe('pass');
  });
});

describe('swipeRotation', () => {
  it('is the drag distance divided by 10 degrees', () => {
    expect(swipeRotation(0)).toBe(0);
    expect(swipeRotation(100)).toBe(10);
    expect(swipeRotation(-55)).toBe(-5.5);
  });

  it('shows in the transform', () => {
    expect(swipeTransform(120)).toBe('translateX(120px) rotate(12deg)');
  });
});

describe('flyOutOffset', () => {
  it('leaves on the side of the decision, beyond the card', () => {
    expect(flyOutOffset(true)).toBeGreaterThan(100);
    expect(flyOutOffset(false)).toBe(-flyOutOffset(true));
  });
});
