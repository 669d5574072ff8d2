import { describe, expect, it } from 'vitest';
import {
  canOfferReload,
  initialConnectionState,
  nextAutoRetryDelay,
  reduceConnection,
  retryDelayMs,
  type ConnectionEvent,
  type ConnectionState,
} from './connection-state';

const run = (events: ConnectionEvent['type'][], from: ConnectionState = initialConnectionState) =>
  events.reduce((state, type) => reduceConnection(state, { type }), from);

describe('retryDelayMs', () => {
  it('waits 1 s, 2 s, 4 s and never more than 8 s', () => {
    expect([0, 1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 8000]);
  });
});

describe('reduceConnection', () => {
  it('starts quietly, then goes offline without counting the first check as a retry', () => {
    expect(initialConnectionState.phase).toBe('starting');
    const offline = run(['check-started', 'check-failed']);
    expect(offline).toEqual({ phase: 'offline', checking: false, retries: 0 });
    expect(nextAutoRetryDelay(offline)).toBe(1000);
  });

  it('counts each retry and stops retrying automatically after the third', () => {
    const firstFailure: ConnectionEvent['type'][] = ['check-started', 'check-failed'];
    const failedRetry: ConnectionEvent['type'][] = ['check-started', 'check-failed'];
    const afterOne = run([...firstFailure, ...failedRetry]);
    expect(afterOne.retries).toBe(1);
    expect(nextAutoRetryDelay(afterOne)).toBe(2000);
    expect(canOfferReload(afterOne)).toBe(false);

    const afterThree = run([...failedRetry, ...failedRetry], afterOne);
    expect(afterThree.retries).toBe(3);
    expect(nextAutoRetryDelay(afterThree)).toBeNull();
    expect(canOfferReload(afterThree)).toBe(true);
  });

  it('schedules nothing while a check is in flight or while online', () => {
    const checking = run(['check-started', 'check-failed', 'check-started']);
    expect(nextAutoRetryDelay(checking)).toBeNull();
    expect(nextAutoRetryDelay(run(['check-started', 'check-succeeded']))).toBeNull();
  });

  it('forgets the retries once the server answers again', () => {
    const recovered = run(['check-started', 'check-failed', 'check-started', 'check-succeeded']);
    expect(recovered).toEqual({ phase: 'online', checking: false, retries: 0 });
  });
});
