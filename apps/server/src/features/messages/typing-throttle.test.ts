import { describe, expect, it } from 'vitest';
import { TYPING_THROTTLE_MS, TypingThrottle } from './typing-throttle';

function clock(start = 1000) {
  const time = { now: start };
  return { time, now: () => time.now };
}

describe('TypingThrottle', () => {
  it('lets one event per key through every 300 ms and drops the rest', () => {
    const { time, now } = clock();
    const throttle = new TypingThrottle(TYPING_THROTTLE_MS, now);
    expect(throttle.allow('a:b')).toBe(true);
    time.now += 100;
    expect(throttle.allow('a:b')).toBe(false);
    time.now += 199;
    expect(throttle.allow('a:b')).toBe(false);
    time.now += 1;
    expect(throttle.allow('a:b')).toBe(true);
    expect(throttle.allow('a:b')).toBe(false);
  });

  it('throttles each sender and peer on its own', () => {
    const { now } = clock();
    const throttle = new TypingThrottle(TYPING_THROTTLE_MS, now);
    expect(throttle.allow('a:b')).toBe(true);
    expect(throttle.allow('a:c')).toBe(true);
    expect(throttle.allow('b:a')).toBe(true);
    expect(throttle.allow('a:b')).toBe(false);
  });

  it('a burst of 1,000 calls within 3 seconds lets at most 10 through', () => {
    const { time, now } = clock();
    const throttle = new TypingThrottle(TYPING_THROTTLE_MS, now);
    let allowed = 0;
    for (let i = 0; i < 1000; i += 1) {
      if (throttle.allow('a:b')) allowed += 1;
      time.now += 3;
    }
    expect(allowed).toBe(10);
  });

  it('forgets keys older than the window once it holds many, so memory stays bounded', () => {
    const { time, now } = clock();
    const throttle = new TypingThrottle(TYPING_THROTTLE_MS, now, 100);
    for (let i = 0; i < 100; i += 1) throttle.allow(`old-${i}`);
    time.now += TYPING_THROTTLE_MS;
    throttle.allow('fresh-1');
    expect(throttle.size()).toBe(1);
    expect(throttle.allow('old-1')).toBe(true);
  });
});
