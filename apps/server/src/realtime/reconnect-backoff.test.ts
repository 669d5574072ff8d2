import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnect-backoff';

describe('reconnectDelayMs', () => {
  it('doubles per attempt between half and all of the ceiling, up to 30 s', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(125);
    expect(reconnectDelayMs(0, () => 1)).toBe(250);
    expect(reconnectDelayMs(3, () => 1)).toBe(2000);
    expect(reconnectDelayMs(20, () => 1)).toBe(30_000);
    expect(reconnectDelayMs(10_000, () => 0)).toBe(15_000);
  });
});
