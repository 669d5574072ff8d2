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
