import { describe, expect, it } from 'vitest';
import { othersWaitingText } from './others-waiting';

describe('othersWaitingText', () => {
  it('says when no one else waits, and counts the others with the right noun', () => {
    expect(othersWaitingText(0)).toBe('No one else is waiting yet');
    expect(othersWaitingText(1)).toBe('1 other founder waiting');
    expect(othersWaitingText(2)).toBe('2 other founders waiting');
    expect(othersWaitingText(1200)).toBe('1,200 other founders waiting');
  });
});
