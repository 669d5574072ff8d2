import { beforeAll, describe, expect, it } from 'vitest';
import { matchScore } from '@cofound/shared/matching/match-score';
import type { MatchDecisionResult } from '@cofound/shared/matching/matching.schemas';
import { connections } from '../../db/schema';
import { openRealtimeSocket, realtimeUrl } from '../../realtime/realtime-test-client';
import { fixtureId, userIdOf } from '../../test/founder-fixtures';
import type { Member } from '../../test/member-kit';
import { TEST_APP_URL } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { founders, matchingTest, viewerFields } from './matching-test-support';

const ctx = useTestApp();
const { kit, member, deck, ids, decide, undo } = matchingTest(ctx);

let viewer: Member;
let other: Member;

beforeAll(async () => {
  ({ viewer, other } = await deck());
});

describe('Saved list', () => {
  it('keeps a saved profile out of the deck until it is decided or removed', async () => {
    const id = fixtureId(6);
    const saved = await kit.as(viewer).put(`/api/matching/saved/${id}`);
    expect(saved.statusCode).toBe(200);
    expect(await ids(viewer, '?limit=50')).not.toContain(id);
    const list = await kit.as(viewer).get('/api/matching/saved');
    expect(list.json().items.map((card: { id: string }) => card.id)).toEqual([id]);
    expect(list.json().items[0].score).toBe(matchScore(viewerFields, founders[5]!).score);
    const otherList = await kit.as(other).get('/api/matching/saved');
    expect(otherList.json().items).toEqual([]);

    await decide(viewer, id, { liked: false });
    const after = await kit.as(viewer).get('/api/matching/saved');
    expect(after.json().items).toEqual([]);
  });
});

describe('connection requests', () => {
  it('only the receiver lists, accepts or rejects a request', async () => {
    const sender = await member('req-sender');
    const receiver = await member('req-receiver');
    const outsider = await member('req-outsider');
    const sent = await kit.as(sender).post('/api/connections', { profileId: receiver.profileId });
    const connectionId = sent.json().id as string;
    const list = (who: Member) => kit.as(who).get('/api/connections/requests');
    const received = (await list(receiver)).json();
    expect(received.count).toBe(1);
    expect(received.items[0]).toMatchObject({
      id: connectionId,
      sender: { profileId: sender.profileId, name: 'req-sender' },
    });
    expect((await list(sender)).json()).toEqual({ items: [], count: 0 });
    expect((await list(outsider)).json()).toEqual({ items: [], count: 0 });

    const act = (who: Member, action: 'accept' | 'reject') =>
      kit.as(who).post(`/api/connections/${connectionId}/${action}`);
    for (const who of [sender, outsider]) {
      for (const action of ['accept', 'reject'] as const) {
        expect((await act(who, action)).statusCode).toBe(404);
      }
    }
    const accepted = await act(receiver, 'accept');
    expect(accepted.json()).toEqual({
      id: connectionId,
      status: 'accepted',
      profileId: sender.profileId,
    });
    expect((await list(receiver)).json().count).toBe(0);
    expect((await act(receiver, 'reject')).statusCode).toBe(404);
  });

  it('a rejected request leaves the list and allows a new one later', async () => {
    const sender = await member('rej-sender');
    const receiver = await member('rej-receiver');
    const send = () => kit.as(sender).post('/api/connections', { profileId: receiver.profileId });
    const first = (await send()).json().id as string;
    const rejected = await kit.as(receiver).post(`/api/connections/${first}/reject`);
    expect(rejected.json().status).toBe('rejected');
    expect((await send()).statusCode).toBe(201);
  });

  it('counts the receiver only their incoming requests from active members', async () => {
    const receiver = await member('count-receiver');
    await ctx.database.db.insert(connections).values([
      { senderId: userIdOf(fixtureId(7)), receiverId: receiver.userId },
      { senderId: userIdOf(fixtureId(11)), receiverId: receiver.userId },
    ]);
    const list = await kit.as(receiver).get('/api/connections/requests');
    expect(list.json().count).toBe(1);
    expect(list.json().items[0].sender.profileId).toBe(fixtureId(7));
  });
});

describe('live notifications', () => {
  it('tells the receiver of a mutual like, of its withdrawal and the sender of acceptance', async () => {
    const a = await member('live-a');
    const b = await member('live-b');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const socketOf = (who: Member) =>
      openRealtimeSocket(realtimeUrl(ctx.app), { origin: TEST_APP_URL, cookie: who.cookie });
    const socketA = socketOf(a);
    const socketB = socketOf(b);
    try {
      await Promise.all([socketA.waitForFrames(1), socketB.waitForFrames(1)]); // realtime.ready
      await decide(a, b.profileId, { liked: true });
      const liked = (await decide(b, a.profileId, { liked: true })).json() as MatchDecisionResult;
      const connectionId = liked.connection!.id;
      await socketA.waitForFrames(2);
      expect(socketA.frames[1]).toMatchObject({
        event: 'connection.requested',
        payload: { connectionId, senderProfileId: b.profileId },
      });

      await undo(b, a.profileId);
      await socketA.waitForFrames(3);
      expect(socketA.frames[2]).toMatchObject({
        event: 'connection.changed',
        payload: { connectionId, status: 'withdrawn' },
      });

      const again = (await decide(b, a.profileId, { liked: true })).json() as MatchDecisionResult;
      await socketA.waitForFrames(4);
      await kit.as(a).post(`/api/connections/${again.connection!.id}/accept`);
      await socketB.waitForFrames(2);
      expect(socketB.frames[1]).toMatchObject({
        event: 'connection.changed',
        payload: { connectionId: again.connection!.id, status: 'accepted' },
      });
    } finally {
      socketA.socket.terminate();
      socketB.socket.terminate();
    }
  });
});
