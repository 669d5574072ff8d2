import { describe, expect, it } from 'vitest';
import { ConnectionRegistry } from './connection-registry';

function fakeConnection(userId: string) {
  return {
    userId,
    frames: [] as string[],
    closedWith: undefined as number | undefined,
    send(frame: string) {
      this.frames.push(frame);
    },
    close(code: number) {
      this.closedWith = code;
    },
  };
}

describe('ConnectionRegistry', () => {
  it('delivers a topic to its watchers only, and forgets a closed connection’s topics', () => {
    const registry = new ConnectionRegistry<ReturnType<typeof fakeConnection>>();
    const [watcher, other] = [fakeConnection('alice'), fakeConnection('bob')];
    registry.add(watcher);
    registry.add(other);
    registry.watch(watcher, 'project:1');
    registry.watch(watcher, 'project:2');
    expect(registry.topicCount(watcher)).toBe(2);
    registry.sendToTopic('project:1', 'team');
    expect(watcher.frames).toEqual(['team']);
    expect(other.frames).toEqual([]);
    registry.unwatch(watcher, 'project:1');
    registry.sendToTopic('project:1', 'again');
    expect(watcher.frames).toEqual(['team']);
    registry.remove(watcher);
    expect(registry.topicCount(watcher)).toBe(0);
    registry.sendToTopic('project:2', 'gone');
    expect(watcher.frames).toEqual(['team']);
  });

  it('delivers to every connection of the addressed users and to nobody else', () => {
    const registry = new ConnectionRegistry<ReturnType<typeof fakeConnection>>();
    const [aliceTab1, aliceTab2, bob] = [
      fakeConnection('alice'),
      fakeConnection('alice'),
      fakeConnection('bob'),
    ];
    [aliceTab1, aliceTab2, bob].forEach((connection) => registry.add(connection));
    expect(registry.count()).toBe(3);

    registry.sendTo(['alice', 'carol'], 'hello');
    expect(aliceTab1.frames).toEqual(['hello']);
    expect(aliceTab2.frames).toEqual(['hello']);
    expect(bob.frames).toEqual([]);

    registry.remove(aliceTab1);
    registry.remove(aliceTab1);
    registry.sendToEach((userId) => `ready ${userId}`);
    expect(aliceTab1.frames).toEqual(['hello']);
    expect(aliceTab2.frames).toEqual(['hello', 'ready alice']);
    expect(bob.frames).toEqual(['ready bob']);
    expect(registry.count()).toBe(2);

    registry.closeAll(1001, 'bye');
    expect([aliceTab2.closedWith, bob.closedWith]).toEqual([1001, 1001]);
    expect(registry.count()).toBe(0);
  });
});
