import { describe, expect, it, vi } from 'vitest';
import { ConnectionRegistry } from './connection-registry';
import type { TopicGate } from './realtime-route';
import { createTopicDelivery } from './topic-delivery';

function fakeConnection(userId: string) {
  return {
    userId,
    frames: [] as string[],
    send(frame: string) {
      this.frames.push(frame);
    },
    close() {},
  };
}

type Fake = ReturnType<typeof fakeConnection>;

function setUp(gate: TopicGate, rechecked: string[]) {
  const registry = new ConnectionRegistry<Fake>();
  const log = { warn: vi.fn() };
  const deliver = createTopicDelivery({
    registry,
    gates: new Map([['desk', gate]]),
    rechecked: new Set(rechecked),
    log,
  });
  const watching = (userId: string) => {
    const connection = fakeConnection(userId);
    registry.add(connection);
    registry.watch(connection, 'desk:1');
    return connection;
  };
  return { registry, deliver, watching, log };
}

describe('topic delivery', () => {
  it('sends at once, without asking, to the watchers of a kind checked only when watching', () => {
    const gate = vi.fn(async () => false);
    const { deliver, watching } = setUp(gate, []);
    const watcher = watching('ada');
    deliver('desk:1', 'one');
    expect(watcher.frames).toEqual(['one']);
    expect(gate).not.toHaveBeenCalled();
  });

  it('asks again per frame: a watcher refused loses the frame and the watch, the others get it', async () => {
    const allowed = new Set(['ada', 'bob']);
    const gate = vi.fn(async (userId: string) => allowed.has(userId));
    const { registry, deliver, watching } = setUp(gate, ['desk']);
    const [ada, adaOtherTab, bob] = [watching('ada'), watching('ada'), watching('bob')];

    deliver('desk:1', 'one');
    await vi.waitFor(() => expect(bob.frames).toEqual(['one']));
    expect(ada.frames).toEqual(['one']);
    expect(adaOtherTab.frames).toEqual(['one']);
    // Asked once per member, whatever the number of their sockets.
    expect(gate).toHaveBeenCalledTimes(2);

    allowed.delete('ada');
    deliver('desk:1', 'two');
    await vi.waitFor(() => expect(bob.frames).toEqual(['one', 'two']));
    expect(ada.frames).toEqual(['one']);
    expect(adaOtherTab.frames).toEqual(['one']);
    expect(registry.watchersOf('desk:1')).toEqual([bob]);
  });

  it("keeps the topic's order when an earlier frame's check is the slower", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const gate: TopicGate = async () => {
      calls += 1;
      if (calls === 1) await held;
      return true;
    };
    const { deliver, watching } = setUp(gate, ['desk']);
    const watcher = watching('ada');
    deliver('desk:1', 'first');
    deliver('desk:1', 'second');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(watcher.frames).toEqual([]);
    release();
    await vi.waitFor(() => expect(watcher.frames).toEqual(['first', 'second']));
  });

  it('skips the frame but keeps the watch when the check itself fails', async () => {
    let failing = true;
    const gate: TopicGate = async () => {
      if (failing) throw new Error('database away');
      return true;
    };
    const { registry, deliver, watching, log } = setUp(gate, ['desk']);
    const watcher = watching('ada');
    deliver('desk:1', 'lost');
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalled());
    expect(watcher.frames).toEqual([]);
    expect(registry.isWatching(watcher, 'desk:1')).toBe(true);

    failing = false;
    deliver('desk:1', 'next');
    await vi.waitFor(() => expect(watcher.frames).toEqual(['next']));
  });
});
