import { describe, expect, it } from 'vitest';
import { videoCallMessages, type Room } from '@cofound/shared/video-calls/video-calls.schemas';
import { TEST_APP_URL } from '../../test/test-app';
import { ICE_SERVERS, MINUTE, useVideoCallsTest, waitForEvent } from './video-calls-test-support';

// The room of an accepted call: its calendar file, who may enter, and the signalling relay.
const { member, openSocket, calls, ann, ben, cat } = useVideoCallsTest();

describe('calendar file and room', () => {
  it('gives participants of an accepted call an .ics in UTC and the room with the ICE servers', async () => {
    const pending = await calls.scheduled(ann, ben, {
      ...calls.nextSlot(),
      title: 'Intro; plans, next',
    });
    expect((await calls.ics(ann, pending.id)).statusCode).toBe(409);
    const notYet = await calls.room(ann, pending.id);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.message).toBe('This call has not been accepted yet.');

    await calls.act(ben, pending.id, 'accept');
    const file = await calls.ics(ben, pending.id);
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

    await calls.startsIn(pending.id, 5 * MINUTE);
    const response = await calls.room(ann, pending.id);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Room;
    expect(body.iceServers).toEqual(ICE_SERVERS);
    expect(body.call).toMatchObject({ id: pending.id, status: 'accepted', role: 'sender' });
  });

  it('shows a third member nothing of the call', async () => {
    const call = await calls.accepted(ann, ben);
    const outsider = await member('Outsider');
    for (const who of [cat, outsider]) {
      for (const response of [
        await calls.room(who, call.id),
        await calls.ics(who, call.id),
        await calls.signals(who, call.id),
        await calls.signal(who, call.id, 'ready'),
        await calls.act(who, call.id, 'cancel'),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('Call not found');
        expect(response.body).not.toContain(call.title);
      }
      expect((await calls.list(who)).items.map((item) => item.id)).not.toContain(call.id);
    }
  });
});

describe('signalling', () => {
  it("relays each participant's signals to the other, in order, with catch-up after an id", async () => {
    const call = await calls.open(ann, ben);
    const benSocket = await openSocket(ben);
    const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
    const ids = [
      await calls.sentSignal(ann, call.id, 'ready'),
      await calls.sentSignal(ann, call.id, 'offer', offer),
      await calls.sentSignal(ann, call.id, 'candidate', {
        candidate: 'candidate:1 1 udp 1 1.2.3.4 9 typ host',
      }),
    ];
    await calls.sentSignal(ben, call.id, 'ready');
    await waitForEvent(benSocket, 'video-call.signal', { callId: call.id, signalId: ids[2]! });

    const all = await calls.signalsFor(ben, call.id);
    expect(all.map((item) => [item.id, item.kind])).toEqual([
      [ids[0], 'ready'],
      [ids[1], 'offer'],
      [ids[2], 'candidate'],
    ]);
    expect(all[0]).not.toHaveProperty('data');
    expect(all[1]!.data).toEqual(offer);
    expect((await calls.signalsFor(ben, call.id, ids[1])).map((item) => item.id)).toEqual([ids[2]]);
    expect(await calls.signalsFor(ben, call.id, ids[2])).toEqual([]);
    // Ann reads only Ben's.
    expect((await calls.signalsFor(ann, call.id, 0)).map((item) => item.kind)).toEqual(['ready']);
  });

  it('keeps concurrent signals of one sender in id order', async () => {
    const call = await calls.open(ann, ben);
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) => calls.sentSignal(ann, call.id, 'candidate', { i })),
    );
    const read = await calls.signalsFor(ben, call.id);
    expect(read.map((item) => item.id)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('refuses signals for calls that are not accepted, bad kinds and oversized bodies', async () => {
    const pending = await calls.scheduled(ann, ben, calls.nextSlot());
    expect((await calls.signal(ann, pending.id, 'ready')).statusCode).toBe(409);
    expect((await calls.signals(ben, pending.id)).statusCode).toBe(409);
    await calls.act(ben, pending.id, 'accept');
    expect((await calls.signal(ann, pending.id, 'shout')).statusCode).toBe(400);
    const huge = await calls.signal(ann, pending.id, 'offer', { sdp: 'x'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
    expect((await calls.signals(ben, pending.id, -1)).statusCode).toBe(400);
  });

  it('a hangup after both joined completes the call and awards +3 to both, once', async () => {
    const call = await calls.open(ann, ben);
    const annSocket = await openSocket(ann);
    const [annBefore, benBefore] = [await calls.activityScore(ann), await calls.activityScore(ben)];

    // Only Ann has joined: a hangup does not complete anything.
    await calls.sentSignal(ann, call.id, 'ready');
    await calls.sentSignal(ann, call.id, 'hangup');
    expect((await calls.storedCall(call.id)).completedAt).toBeNull();
    expect(await calls.activityScore(ann)).toBe(annBefore);

    await calls.sentSignal(ben, call.id, 'ready');
    await Promise.all([
      calls.sentSignal(ann, call.id, 'hangup'),
      calls.sentSignal(ben, call.id, 'hangup'),
      calls.sentSignal(ben, call.id, 'hangup'),
    ]);
    const row = await calls.storedCall(call.id);
    expect(row.status).toBe('completed');
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(await calls.activityScore(ann)).toBe(annBefore + 3);
    expect(await calls.activityScore(ben)).toBe(benBefore + 3);
    await waitForEvent(annSocket, 'video-call.changed', { callId: call.id, status: 'completed' });

    // Rejoining and hanging up again changes nothing.
    await calls.sentSignal(ann, call.id, 'ready');
    await calls.sentSignal(ann, call.id, 'hangup');
    expect(await calls.activityScore(ann)).toBe(annBefore + 3);
    expect(await calls.activityScore(ben)).toBe(benBefore + 3);
    expect((await calls.list(ann)).items.map((item) => item.id)).not.toContain(call.id);
  });
});

describe('the room is open from 10 minutes before the start until the end', () => {
  const refusedWith = (response: { statusCode: number; json: () => unknown }, message: string) => {
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'CONFLICT', message } });
  };

  it('refuses the room and its signalling before the window opens', async () => {
    const call = await calls.accepted(ann, ben);
    for (const startsIn of [15 * 60 * MINUTE, 10 * MINUTE + 30_000]) {
      await calls.startsIn(call.id, startsIn);
      refusedWith(await calls.room(ann, call.id), videoCallMessages.roomNotOpen);
      refusedWith(await calls.signal(ann, call.id, 'ready'), videoCallMessages.roomNotOpen);
      refusedWith(await calls.signals(ben, call.id), videoCallMessages.roomNotOpen);
    }
  });

  it('lets both in from 10 minutes before the start', async () => {
    const call = await calls.accepted(ann, ben);
    await calls.startsIn(call.id, 10 * MINUTE - 30_000);
    expect((await calls.room(ann, call.id)).statusCode).toBe(200);
    expect((await calls.room(ben, call.id)).statusCode).toBe(200);
    await calls.sentSignal(ann, call.id, 'ready');
    expect((await calls.signalsFor(ben, call.id)).map((item) => item.kind)).toEqual(['ready']);
  });

  it('refuses after the planned end when nobody is in the room, but takes a hangup', async () => {
    const call = await calls.open(ann, ben);
    await calls.sentSignal(ann, call.id, 'ready');
    await calls.sentSignal(ann, call.id, 'hangup');
    await calls.startsIn(call.id, -30 * MINUTE);
    refusedWith(await calls.room(ann, call.id), videoCallMessages.ended);
    refusedWith(await calls.signal(ben, call.id, 'ready'), videoCallMessages.ended);
    refusedWith(await calls.signals(ben, call.id), videoCallMessages.ended);
    await calls.sentSignal(ben, call.id, 'hangup');
  });

  it('keeps a call in progress open past its end until both leave, for up to an hour', async () => {
    const call = await calls.open(ann, ben);
    await calls.sentSignal(ann, call.id, 'ready');
    // Planned for 30 minutes, started 40 minutes ago: Ann is still in the room.
    await calls.startsIn(call.id, -40 * MINUTE);
    expect((await calls.room(ben, call.id)).statusCode).toBe(200);
    await calls.sentSignal(ben, call.id, 'ready');
    expect((await calls.signalsFor(ben, call.id)).map((item) => item.kind)).toEqual(['ready']);
    await calls.sentSignal(ann, call.id, 'hangup');
    // Ben is still there: Ann may come back.
    expect((await calls.room(ann, call.id)).statusCode).toBe(200);
    await calls.sentSignal(ben, call.id, 'hangup');
    expect((await calls.storedCall(call.id)).status).toBe('completed');
    refusedWith(await calls.room(ann, call.id), videoCallMessages.ended);

    // A browser that went away without hanging up keeps the room open for an hour past the end.
    const left = await calls.open(ann, ben);
    await calls.sentSignal(ann, left.id, 'ready');
    await calls.startsIn(left.id, -89 * MINUTE);
    expect((await calls.room(ben, left.id)).statusCode).toBe(200);
    await calls.startsIn(left.id, -91 * MINUTE);
    refusedWith(await calls.room(ben, left.id), videoCallMessages.ended);
  });
});
