import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { fakeRepository } from '../../test/fake-repository';
import type { MessagesQueries, PeerRow } from './messages.repository';
import { createMessagesService } from './messages.service';
import { TypingThrottle } from './typing-throttle';

const me: SessionUser = {
  id: 'user-a',
  email: 'a@example.com',
  name: 'A',
  emailVerified: true,
  role: 'user',
  profileId: '11111111-1111-4111-8111-111111111111',
  plan: 'free',
};
const peer: PeerRow = {
  id: '22222222-2222-4222-8222-222222222222',
  userId: 'user-b',
  name: 'B',
  title: 'CTO',
  imageUrl: null,
  active: true,
  deleted: false,
  connected: true,
  unblocked: true,
};
const sentRow = {
  id: '33333333-3333-4333-8333-333333333333',
  senderId: me.id,
  body: 'hello',
  createdAt: '2026-03-01T12:00:00.123456Z',
  readAt: null,
};

function setup(overrides: Partial<MessagesQueries> = {}, peerRow: PeerRow | null = peer) {
  const repository = fakeRepository<MessagesQueries>({
    findPeer: vi.fn(async () => peerRow),
    olderMessages: vi.fn(async () => []),
    positionOf: vi.fn(async () => null),
    newerMessages: vi.fn(async () => []),
    lockThread: vi.fn(async () => undefined),
    insertMessageIfAllowed: vi.fn(async () => sentRow),
    markRead: vi.fn(async () => ({ read: 0, readAt: '2026-03-01T12:00:00.000000Z' })),
    unreadTotal: vi.fn(async () => 0),
    ...overrides,
  });
  const realtime = {
    publish: vi.fn(async () => undefined),
    publishEach: vi.fn(async () => undefined),
  };
  const log = { error: vi.fn() };
  const time = { now: 0 };
  const service = createMessagesService({
    repository,
    realtime,
    log,
    typingThrottle: new TypingThrottle(300, () => time.now),
  });
  return { service, repository, realtime, log, time };
}

describe('messages service', () => {
  it('sends the typing event at most once per 300 ms per pair', async () => {
    const { service, realtime, time } = setup();
    await service.typing(me, peer.id);
    await service.typing(me, peer.id);
    time.now = 299;
    await service.typing(me, peer.id);
    expect(realtime.publish).toHaveBeenCalledTimes(1);
    expect(realtime.publish).toHaveBeenCalledWith(['user-b'], 'message.typing', {
      peerProfileId: me.profileId,
    });
    time.now = 300;
    await service.typing(me, peer.id);
    expect(realtime.publish).toHaveBeenCalledTimes(2);
  });

  it('refuses typing to a member you are not connected with, without publishing', async () => {
    const { service, realtime } = setup({}, { ...peer, connected: false });
    await expect(service.typing(me, peer.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You can only message users you are connected with',
    });
    expect(realtime.publish).not.toHaveBeenCalled();
  });

  it('answers 404 for an unknown or inactive profile and 403 with a block', async () => {
    await expect(setup({}, null).service.thread(me, peer.id, { limit: 30 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Profile not found',
    });
    await expect(
      setup({}, { ...peer, active: false }).service.send(me, peer.id, 'hi'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      setup({}, { ...peer, unblocked: false }).service.send(me, peer.id, 'hi'),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      setup({}, { ...peer, userId: me.id }).service.markRead(me, peer.id),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('publishes message.created to both members, each with the other as peer', async () => {
    const { service, realtime } = setup();
    const sent = await service.send(me, peer.id, 'hello');
    expect(sent).toEqual({
      id: sentRow.id,
      body: 'hello',
      fromMe: true,
      createdAt: sentRow.createdAt,
      readAt: null,
    });
    // Both in one publish: one round trip to the database for the two events.
    expect(realtime.publishEach).toHaveBeenCalledTimes(1);
    expect(realtime.publishEach).toHaveBeenCalledWith([
      {
        userIds: ['user-b'],
        event: 'message.created',
        payload: { messageId: sentRow.id, peerProfileId: me.profileId },
      },
      {
        userIds: ['user-a'],
        event: 'message.created',
        payload: { messageId: sentRow.id, peerProfileId: peer.id },
      },
    ]);
    expect(realtime.publish).not.toHaveBeenCalled();
  });

  it('refuses the send when the connection ended between the check and the insert', async () => {
    const { service, realtime } = setup({ insertMessageIfAllowed: vi.fn(async () => null) });
    await expect(service.send(me, peer.id, 'hello')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(realtime.publishEach).not.toHaveBeenCalled();
  });

  it('maps database failures to the product messages, and logs them', async () => {
    const failing = vi.fn(async () => {
      throw new Error('connection reset');
    });
    const send = setup({ insertMessageIfAllowed: failing });
    await expect(send.service.send(me, peer.id, 'hello')).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Failed to send message. Please try again.',
    });
    expect(send.log.error).toHaveBeenCalled();
    const load = setup({ olderMessages: failing });
    await expect(load.service.thread(me, peer.id, { limit: 30 })).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Failed to load messages',
    });
  });

  it('keeps the message when the live event cannot be published', async () => {
    const { service, realtime, log } = setup();
    realtime.publishEach.mockRejectedValue(new Error('notify failed'));
    await expect(service.send(me, peer.id, 'hello')).resolves.toMatchObject({ id: sentRow.id });
    expect(log.error).toHaveBeenCalled();
  });

  it('sends a read receipt only when something was marked read', async () => {
    const none = setup();
    await none.service.markRead(me, peer.id);
    expect(none.realtime.publish).not.toHaveBeenCalled();
    const some = setup({
      markRead: vi.fn(async () => ({ read: 2, readAt: '2026-03-01T12:00:01.000000Z' })),
    });
    await expect(some.service.markRead(me, peer.id)).resolves.toEqual({
      read: 2,
      readAt: '2026-03-01T12:00:01.000000Z',
    });
    expect(some.realtime.publish).toHaveBeenCalledWith(['user-b'], 'message.read', {
      peerProfileId: me.profileId,
      readAt: '2026-03-01T12:00:01.000000Z',
    });
  });

  it('refuses a malformed cursor before touching the database', async () => {
    const { service, repository } = setup();
    await expect(service.thread(me, peer.id, { before: 'nope', limit: 30 })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(repository.findPeer).not.toHaveBeenCalled();
  });
});
