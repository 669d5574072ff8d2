import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from '@cofound/shared/video-calls/video-calls.schemas';
import type { Member } from '../../test/member-kit';
import { TEST_APP_URL } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { ICE_SERVERS, MINUTE, videoCallsTest } from './video-calls-test-support';

// The room of an accepted call: its calendar file, who may enter, and the signalling relay.
const ctx = useTestApp({ ICE_SERVERS: JSON.stringify(ICE_SERVERS) });
const {
  member,
  nextSlot,
  threeConnected,
  scheduled,
  list,
  act,
  room,
  ics,
  signal,
  signals,
  sentSignal,
  signalsFor,
  accepted,
  openSocket,
  closeSockets,
  waitForEvent,
  activityScore,
  storedCall,
} = videoCallsTest(ctx);

let ann: Member;
let ben: Member;
let cat: Member;

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  ({ ann, ben, cat } = await threeConnected());
});
afterAll(closeSockets);

describe('calendar file and room', () => {
  it('gives participants of an accepted call an .ics in UTC and the room with the ICE servers', async () => {
    const pending = await scheduled(ann, ben, { ...nextSlot(), title: 'Intro; plans, next' });
    expect((await ics(ann, pending.id)).statusCode).toBe(409);
    const notYet = await room(ann, pending.id);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.message).toBe('This call has not been accepted yet.');

    await act(ben, pending.id, 'accept');
    const file = await ics(ben, pending.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"$/);
    const lines = file.body.replaceAll('\r\n ', '').split('\r\n');
    const start = new Date(pending.startsAt);
    const utc = (date: Date) =>
      date
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/[-:]/g, '');
    expect(lines).toContain(`DTSTART:${utc(start)}`);
    expect(lines).toContain(`DTEND:${utc(new Date(start.getTime() + 30 * MINUTE))}`);
    expect(lines).toContain('SUMMARY:Intro\\; plans\\, next');
    expect(lines).toContain(`URL:${TEST_APP_URL}/video-call/${pending.id}`);
    expect(lines.some((line) => line.startsWith(`UID:${pending.id}@`))).toBe(true);

    const response = await room(ann, pending.id);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Room;
    expect(body.iceServers).toEqual(ICE_SERVERS);
    expect(body.call).toMatchObject({ id: pending.id, status: 'accepted', role: 'sender' });
  });

  it('shows a third member nothing of the call', async () => {
    const call = await accepted(ann, ben);
    const outsider = await member('Outsider');
    for (const who of [cat, outsider]) {
      for (const response of [
        await room(who, call.id),
        await ics(who, call.id),
        await signals(who, call.id),
        await signal(who, call.id, 'ready'),
        await act(who, call.id, 'cancel'),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('Call not found');
        expect(response.body).not.toContain(call.title);
      }
      expect((await list(who)).items.map((item) => item.id)).not.toContain(call.id);
    }
  });
});

describe('signalling', () => {
  it("relays each participant's signals to the other, in order, with catch-up after an id", async () => {
    const call = await accepted(ann, ben);
    const benSocket = await openSocket(ben);
    const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
    const ids = [
      await sentSignal(ann, call.id, 'ready'),
      await sentSignal(ann, call.id, 'offer', offer),
      await sentSignal(ann, call.id, 'candidate', {
        candidate: 'candidate:1 1 udp 1 1.2.3.4 9 typ host',
      }),
    ];
    await sentSignal(ben, call.id, 'ready');
    await waitForEvent(benSocket, 'video-call.signal', { callId: call.id, signalId: ids[2]! });

    const all = await signalsFor(ben, call.id);
    expect(all.map((item) => [item.id, item.kind])).toEqual([
      [ids[0], 'ready'],
      [ids[1], 'offer'],
      [ids[2], 'candidate'],
    ]);
    expect(all[0]).not.toHaveProperty('data');
    expect(all[1]!.data).toEqual(offer);
    expect((await signalsFor(ben, call.id, ids[1])).map((item) => item.id)).toEqual([ids[2]]);
    expect(await signalsFor(ben, call.id, ids[2])).toEqual([]);
    // Ann reads only Ben's.
    expect((await signalsFor(ann, call.id, 0)).map((item) => item.kind)).toEqual(['ready']);
  });

  it('keeps concurrent signals of one sender in id order', async () => {
    const call = await accepted(ann, ben);
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) => sentSignal(ann, call.id, 'candidate', { i })),
    );
    const read = await signalsFor(ben, call.id);
    expect(read.map((item) => item.id)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('refuses signals for calls that are not accepted, bad kinds and oversized bodies', async () => {
    const pending = await scheduled(ann, ben, nextSlot());
    expect((await signal(ann, pending.id, 'ready')).statusCode).toBe(409);
    expect((await signals(ben, pending.id)).statusCode).toBe(409);
    await act(ben, pending.id, 'accept');
    expect((await signal(ann, pending.id, 'shout')).statusCode).toBe(400);
    const huge = await signal(ann, pending.id, 'offer', { sdp: 'x'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
    expect((await signals(ben, pending.id, -1)).statusCode).toBe(400);
  });

  it('a hangup after both joined completes the call and awards +3 to both, once', async () => {
    const call = await accepted(ann, ben);
    const annSocket = await openSocket(ann);
    const [annBefore, benBefore] = [await activityScore(ann), await activityScore(ben)];

    // Only Ann has joined: a hangup does not complete anything.
    await sentSignal(ann, call.id, 'ready');
    await sentSignal(ann, call.id, 'hangup');
    expect((await storedCall(call.id)).completedAt).toBeNull();
    expect(await activityScore(ann)).toBe(annBefore);

    await sentSignal(ben, call.id, 'ready');
    await Promise.all([
      sentSignal(ann, call.id, 'hangup'),
      sentSignal(ben, call.id, 'hangup'),
      sentSignal(ben, call.id, 'hangup'),
    ]);
    const row = await storedCall(call.id);
    expect(row.status).toBe('completed');
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(await activityScore(ann)).toBe(annBefore + 3);
    expect(await activityScore(ben)).toBe(benBefore + 3);
    await waitForEvent(annSocket, 'video-call.changed', { callId: call.id, status: 'completed' });

    // Rejoining and hanging up again changes nothing.
    await sentSignal(ann, call.id, 'ready');
    await sentSignal(ann, call.id, 'hangup');
    expect(await activityScore(ann)).toBe(annBefore + 3);
    expect(await activityScore(ben)).toBe(benBefore + 3);
    expect((await list(ann)).items.map((item) => item.id)).not.toContain(call.id);
  });
});
