import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { videoCallMessages } from '@cofound/shared/video-calls/video-calls.schemas';
import { videoCallRequests } from '../../db/schema';
import { outboxDirectory, readOutboxMails } from '../../mail';
import { TEST_APP_URL } from '../../test/test-app';
import {
  DAY,
  MINUTE,
  slotAt,
  useVideoCallsTest,
  utcSlot,
  waitForEvent,
} from './video-calls-test-support';

const { ctx, kit, member, openSocket, calls, ann, ben, cat } = useVideoCallsTest();

describe('access', () => {
  it('answers 401 on every route to signed-out visitors', async () => {
    const id = randomUUID();
    const responses = await Promise.all([
      calls.scheduleRequest(null, ben, calls.nextSlot()),
      kit.as(null).get('/api/video-calls'),
      calls.act(null, id, 'accept'),
      calls.act(null, id, 'decline'),
      calls.act(null, id, 'cancel'),
      calls.ics(null, id),
      calls.room(null, id),
      calls.signal(null, id, 'ready'),
      calls.signals(null, id),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('documents every route in the OpenAPI document', async () => {
    const document = (
      await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })
    ).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/video-calls',
        '/api/video-calls/{callId}/accept',
        '/api/video-calls/{callId}/decline',
        '/api/video-calls/{callId}/cancel',
        '/api/video-calls/{callId}/calendar.ics',
        '/api/video-calls/{callId}/room',
        '/api/video-calls/{callId}/signals',
      ]),
    );
  });

  it('answers 400 for a malformed call id', async () => {
    for (const response of [await calls.act(ann, 'nope', 'accept'), await calls.room(ann, '1')]) {
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('scheduling rules, checked by the server', () => {
  it('refuses 29 minutes ahead and accepts 31, with the exact message', async () => {
    const tooSoon = await calls.scheduleRequest(ann, ben, utcSlot(29 * MINUTE, 'down'));
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please schedule the call at least 30 minutes in advance',
    });
    const soon = utcSlot(31 * MINUTE, 'up');
    const call = await calls.scheduled(ann, ben, { ...soon, durationMinutes: 15 });
    expect(call.startsAt).toBe(soon.at);
    expect((await calls.act(ann, call.id, 'cancel')).statusCode).toBe(200);
  });

  it('refuses 30 days and a minute ahead and accepts 30 days', async () => {
    const tooFar = await calls.scheduleRequest(ann, ben, utcSlot(30 * DAY + MINUTE, 'up'));
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().error.message).toBe('Cannot schedule calls more than 30 days in advance');
    const call = await calls.scheduled(ann, ben, utcSlot(30 * DAY, 'down'));
    expect((await calls.act(ann, call.id, 'cancel')).statusCode).toBe(200);
  });

  it('takes only the product durations, and requires date and time', async () => {
    for (const durationMinutes of [0, 20, 90]) {
      const response = await calls.scheduleRequest(ann, ben, {
        ...calls.nextSlot(),
        durationMinutes,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fieldErrors.durationMinutes).toBeDefined();
    }
    const noDate = await calls.scheduleRequest(ann, ben, { ...calls.nextSlot(), date: '' });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().error.fieldErrors.date).toEqual([videoCallMessages.dateRequired]);
    expect(await ctx.database.db.select().from(videoCallRequests)).toHaveLength(2);
  });

  it('stores a blank title as Quick Intro Call, with the room as meeting link', async () => {
    const call = await calls.scheduled(ann, ben, {
      ...calls.nextSlot(),
      title: '   ',
      description: ' Hi ',
    });
    expect(call).toMatchObject({
      title: 'Quick Intro Call',
      description: 'Hi',
      status: 'pending',
      role: 'sender',
      durationMinutes: 30,
      roomPath: `/video-call/${call.id}`,
      peer: { profileId: ben.profileId, name: 'Ben Tester' },
    });
    expect(await calls.storedCall(call.id)).toMatchObject({
      senderId: ann.userId,
      receiverId: ben.userId,
      title: 'Quick Intro Call',
      meetingLink: `/video-call/${call.id}`,
      status: 'pending',
      completedAt: null,
    });
  });

  it("reads the date and time in the member's time zone, and refuses an unknown zone", async () => {
    const day = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
    const inUtc = await calls.scheduled(ann, ben, { date: day, time: '10:00', timeZone: 'UTC' });
    const inKolkata = await calls.scheduled(ann, ben, {
      date: day,
      time: '10:00',
      timeZone: 'Asia/Kolkata',
    });
    expect(inUtc.startsAt).toBe(`${day}T10:00:00.000Z`);
    expect(inKolkata.startsAt).toBe(`${day}T04:30:00.000Z`);
    const unknown = await calls.scheduleRequest(ann, ben, {
      ...calls.nextSlot(),
      timeZone: 'Mars/Olympus',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(videoCallMessages.invalidTimeZone);
  });
});

describe('who may schedule with whom', () => {
  it('answers 404 Profile not found for an unknown or suspended member', async () => {
    const unknown = await calls.scheduleRequest(ann, { profileId: randomUUID() }, calls.nextSlot());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'NOT_FOUND', message: 'Profile not found' });
    const gone = await member('Gone');
    await kit.connect(ann, gone);
    await kit.suspend(gone);
    const suspended = await calls.scheduleRequest(ann, gone, calls.nextSlot());
    expect(suspended.statusCode).toBe(404);
    expect(suspended.json().error.message).toBe('Profile not found');
  });

  it('refuses yourself, members you are not connected with, pending connections and blocks', async () => {
    const [dan, eve, fay] = await Promise.all([member('Dan'), member('Eve'), member('Fay')]);
    await kit.connect(ann, eve, 'pending');
    await kit.connect(fay, ann);
    await kit.block(fay, ann);
    for (const [from, to] of [
      [ann, ann],
      [ann, dan],
      [dan, ann],
      [ann, eve],
      [eve, ann],
      [ann, fay],
      [fay, ann],
    ] as const) {
      const response = await calls.scheduleRequest(from, to, calls.nextSlot());
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'FORBIDDEN',
        message: videoCallMessages.notConnected,
      });
    }
  });
});

describe('overlapping calls', () => {
  it('refuses a call that meets a pending or accepted call of either member', async () => {
    const start = calls.nextSlot();
    const startMs = Date.parse(start.at);
    const at = (offsetMinutes: number) => slotAt(startMs + offsetMinutes * MINUTE);
    const first = await calls.scheduled(ann, ben, { ...start, durationMinutes: 60 });

    // Ann is busy (pending call), whoever she calls; Ben is busy, whoever calls him.
    for (const [from, to, offset] of [
      [ann, cat, 30],
      [cat, ann, -15],
      [cat, ben, 59],
      [ben, cat, 0],
    ] as const) {
      const response = await calls.scheduleRequest(from, to, {
        ...at(offset),
        durationMinutes: 30,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'CONFLICT',
        message: 'That time overlaps another call. Please pick another time.',
      });
    }
    // Touching is not overlapping: right before and right after.
    const before = await calls.scheduled(cat, ann, { ...at(-30), durationMinutes: 30 });
    const after = await calls.scheduled(ben, cat, { ...at(60), durationMinutes: 15 });

    // Still busy once accepted; free again once cancelled.
    expect((await calls.act(ben, first.id, 'accept')).statusCode).toBe(200);
    expect((await calls.scheduleRequest(cat, ben, at(15))).statusCode).toBe(409);
    expect((await calls.act(ann, first.id, 'cancel')).statusCode).toBe(200);
    expect((await calls.scheduleRequest(cat, ben, at(15))).statusCode).toBe(201);
    for (const call of [before, after]) await calls.act(cat, call.id, 'cancel');
  });

  it('lets exactly one of two concurrent requests for the same slot through', async () => {
    const slot = calls.nextSlot();
    const responses = await Promise.all([
      calls.scheduleRequest(ann, ben, slot),
      calls.scheduleRequest(cat, ben, slot),
      calls.scheduleRequest(ann, ben, slot),
      calls.scheduleRequest(cat, ann, slot),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
  });
});

describe('answering a call', () => {
  it('the receiver sees the request live; only the receiver accepts; the sender hears it live and by mail', async () => {
    const [annSocket, benSocket, catSocket] = await Promise.all([
      openSocket(ann),
      openSocket(ben),
      openSocket(cat),
    ]);
    // The mail gives the time on Ann's clock.
    await kit.updateProfile(ann, { timeZone: 'Europe/Berlin' });
    const call = await calls.scheduled(ann, ben, { ...calls.nextSlot(), title: 'Pricing chat' });
    await waitForEvent(benSocket, 'video-call.requested', { callId: call.id });

    // Ben sees it as the receiver; Cat does not see it at all.
    expect((await calls.list(ben)).items).toContainEqual(
      expect.objectContaining({ id: call.id, role: 'receiver', status: 'pending' }),
    );
    expect((await calls.list(cat)).items.map((item) => item.id)).not.toContain(call.id);

    // Neither the sender nor a third member can answer it.
    for (const who of [ann, cat]) {
      for (const action of ['accept', 'decline'] as const) {
        const response = await calls.act(who, call.id, action);
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Call not found' });
      }
    }

    const response = await calls.act(ben, call.id, 'accept');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: call.id, status: 'accepted', role: 'receiver' });
    await waitForEvent(annSocket, 'video-call.changed', { callId: call.id, status: 'accepted' });
    await waitForEvent(benSocket, 'video-call.changed', { callId: call.id, status: 'accepted' });
    expect(catSocket.frames.map((frame) => frame.event)).toEqual(['realtime.ready']);

    const mails = (await readOutboxMails(outboxDirectory(ctx.dataDir))).filter(
      (mail) => mail.to === ann.email && mail.text.includes(call.id),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Ben Tester accepted your video call');
    expect(mails[0]!.text).toContain('Pricing chat');
    expect(mails[0]!.text).toContain('(Europe/Berlin)');
    expect(mails[0]!.links[0]).toBe(`${TEST_APP_URL}/video-call/${call.id}`);

    // Answered once only.
    for (const action of ['accept', 'decline'] as const) {
      const again = await calls.act(ben, call.id, action);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(videoCallMessages.notPending);
    }
    for (const who of [ann, ben]) {
      expect((await calls.list(who)).items).toContainEqual(
        expect.objectContaining({ id: call.id, status: 'accepted' }),
      );
    }
  });

  it('declining mails the sender a link to connections and drops the call from the lists', async () => {
    const call = await calls.scheduled(cat, ben, calls.nextSlot());
    const response = await calls.act(ben, call.id, 'decline');
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('declined');
    const [mail] = (await readOutboxMails(outboxDirectory(ctx.dataDir))).filter(
      (item) => item.to === cat.email && item.subject.includes('declined'),
    );
    expect(mail!.subject).toBe('Ben Tester declined your video call');
    expect(mail!.links[0]).toBe(`${TEST_APP_URL}/connections`);
    for (const who of [ben, cat]) {
      expect((await calls.list(who)).items.map((item) => item.id)).not.toContain(call.id);
    }
    expect((await calls.act(cat, call.id, 'cancel')).statusCode).toBe(409);
  });

  it('either participant cancels, both hear it, nobody else can', async () => {
    const annSocket = await openSocket(ann);
    const call = await calls.accepted(ann, ben);
    expect((await calls.act(cat, call.id, 'cancel')).statusCode).toBe(404);
    const response = await calls.act(ben, call.id, 'cancel');
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('cancelled');
    await waitForEvent(annSocket, 'video-call.changed', { callId: call.id, status: 'cancelled' });
    expect((await calls.act(ann, call.id, 'cancel')).statusCode).toBe(409);
    expect((await calls.room(ann, call.id)).statusCode).toBe(409);
  });

  it('lists pending and accepted calls that have not ended, soonest first', async () => {
    const [gil, hal] = await Promise.all([member('Gil'), member('Hal')]);
    await kit.connect(gil, hal);
    const later = await calls.scheduled(gil, hal, utcSlot(5 * DAY));
    const sooner = await calls.scheduled(hal, gil, utcSlot(4 * DAY));
    const cancelled = await calls.scheduled(gil, hal, utcSlot(6 * DAY));
    await calls.act(gil, cancelled.id, 'cancel');
    await calls.act(gil, sooner.id, 'accept');
    // One that ended yesterday.
    const ended = await calls.scheduled(gil, hal, utcSlot(7 * DAY));
    await calls.act(hal, ended.id, 'accept');
    await ctx.database.db
      .update(videoCallRequests)
      .set({ scheduledAt: new Date(Date.now() - DAY) })
      .where(eq(videoCallRequests.id, ended.id));
    const items = (await calls.list(gil)).items;
    expect(items.map((item) => [item.id, item.role, item.status])).toEqual([
      [sooner.id, 'receiver', 'accepted'],
      [later.id, 'sender', 'pending'],
    ]);
  });
});
