import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeEventName } from '@cofound/shared/realtime';
import {
  videoCallMessages,
  type Room,
  type Signal,
  type VideoCall,
  type VideoCallList,
} from '@cofound/shared/video-calls/video-calls.schemas';
import {
  blocks,
  connections,
  profiles,
  reputationScores,
  videoCallRequests,
} from '../../db/schema';
import { outboxDirectory, readOutboxMails } from '../../mail';
import {
  openRealtimeSocket,
  realtimeUrl,
  type RealtimeTestSocket,
} from '../../realtime/realtime-test-client';
import { fromApp, signUpMember, TEST_APP_URL } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

type Member = { cookie: string; userId: string; profileId: string; email: string };

const ICE_SERVERS = [{ urls: 'stun:stun.example.com:3478' }];
const ctx = useTestApp({ ICE_SERVERS: JSON.stringify(ICE_SERVERS) });
const sockets: RealtimeTestSocket[] = [];
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let counter = 0;
async function member(name: string): Promise<Member> {
  counter += 1;
  const email = `vc-${counter}@example.com`;
  const signed = await signUpMember(ctx.app, { email, name: `${name} Tester` });
  return { ...signed, email };
}

async function connect(a: Member, b: Member, status: 'accepted' | 'pending' = 'accepted') {
  await ctx.database.db
    .insert(connections)
    .values({ senderId: a.userId, receiverId: b.userId, status });
}

function api(who: Member | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: fromApp(who?.cookie),
    ...(payload ? { payload } : {}),
  });
}

/** The request fields for a whole-minute instant, as a wall clock in UTC. */
function slotAt(instantMs: number) {
  const iso = new Date(instantMs).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), timeZone: 'UTC', at: iso };
}

/** `ms` from now, rounded to a whole minute (down or up), as a wall clock in UTC. */
function utcSlot(ms: number, round: 'down' | 'up' = 'up') {
  const exact = Date.now() + ms;
  return slotAt((round === 'up' ? Math.ceil : Math.floor)(exact / MINUTE) * MINUTE);
}

/** Distinct two-hour slots from three days ahead, so unrelated tests never overlap. */
let slots = 0;
function nextSlot() {
  slots += 1;
  return utcSlot(3 * DAY + slots * 120 * MINUTE);
}

type ScheduleBody = {
  date: string;
  time: string;
  timeZone: string;
  durationMinutes?: number;
  title?: string;
  description?: string;
};
const scheduleRequest = (who: Member | null, target: { profileId: string }, when: ScheduleBody) =>
  api(who, 'POST', '/api/video-calls', {
    profileId: target.profileId,
    durationMinutes: 30,
    title: '',
    ...when,
  });

async function scheduled(who: Member, target: Member, when: ScheduleBody): Promise<VideoCall> {
  const response = await scheduleRequest(who, target, when);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const list = async (who: Member): Promise<VideoCallList> => {
  const response = await api(who, 'GET', '/api/video-calls');
  expect(response.statusCode).toBe(200);
  return response.json();
};
const act = (who: Member | null, callId: string, action: 'accept' | 'decline' | 'cancel') =>
  api(who, 'POST', `/api/video-calls/${callId}/${action}`);
const room = (who: Member | null, callId: string) =>
  api(who, 'GET', `/api/video-calls/${callId}/room`);
const ics = (who: Member | null, callId: string) =>
  api(who, 'GET', `/api/video-calls/${callId}/calendar.ics`);
const signal = (who: Member | null, callId: string, kind: string, data?: unknown) =>
  api(
    who,
    'POST',
    `/api/video-calls/${callId}/signals`,
    data === undefined ? { kind } : { kind, data },
  );
const signals = (who: Member | null, callId: string, after?: number) =>
  api(
    who,
    'GET',
    `/api/video-calls/${callId}/signals${after === undefined ? '' : `?after=${after}`}`,
  );

async function sentSignal(who: Member, callId: string, kind: string, data?: unknown) {
  const response = await signal(who, callId, kind, data);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}
async function signalsFor(who: Member, callId: string, after?: number): Promise<Signal[]> {
  const response = await signals(who, callId, after);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

async function accepted(sender: Member, receiver: Member): Promise<VideoCall> {
  const call = await scheduled(sender, receiver, nextSlot());
  expect((await act(receiver, call.id, 'accept')).statusCode).toBe(200);
  return call;
}

async function openSocket(who: Member) {
  const socket = openRealtimeSocket(realtimeUrl(ctx.app), {
    origin: TEST_APP_URL,
    cookie: who.cookie,
  });
  sockets.push(socket);
  await socket.waitForFrames(1); // realtime.ready
  return socket;
}
const eventsOf = (socket: RealtimeTestSocket, event: RealtimeEventName) =>
  socket.frames.filter((frame) => frame.event === event).map((frame) => frame.payload);
function waitForEvent(socket: RealtimeTestSocket, event: RealtimeEventName, payload: object) {
  return vi.waitFor(() => expect(eventsOf(socket, event)).toContainEqual(payload), {
    timeout: 5000,
    interval: 10,
  });
}

async function activityScore(who: Member): Promise<number> {
  const [row] = await ctx.database.db
    .select({ activity: reputationScores.activityScore })
    .from(reputationScores)
    .where(eq(reputationScores.profileId, who.profileId));
  return row?.activity ?? 0;
}

async function storedCall(callId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(videoCallRequests)
    .where(eq(videoCallRequests.id, callId));
  return row!;
}

let ann: Member;
let ben: Member;
let cat: Member;

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  [ann, ben, cat] = await Promise.all([member('Ann'), member('Ben'), member('Cat')]);
  await connect(ann, ben);
  await connect(cat, ann);
  await connect(ben, cat);
});
afterAll(() => {
  for (const { socket } of sockets) socket.terminate();
});

describe('access', () => {
  it('answers 401 on every route to signed-out visitors', async () => {
    const id = randomUUID();
    const responses = await Promise.all([
      scheduleRequest(null, ben, nextSlot()),
      api(null, 'GET', '/api/video-calls'),
      act(null, id, 'accept'),
      act(null, id, 'decline'),
      act(null, id, 'cancel'),
      ics(null, id),
      room(null, id),
      signal(null, id, 'ready'),
      signals(null, id),
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
    for (const response of [await act(ann, 'nope', 'accept'), await room(ann, '1')]) {
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('scheduling rules, checked by the server', () => {
  it('refuses 29 minutes ahead and accepts 31, with the exact message', async () => {
    const tooSoon = await scheduleRequest(ann, ben, utcSlot(29 * MINUTE, 'down'));
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please schedule the call at least 30 minutes in advance',
    });
    const soon = utcSlot(31 * MINUTE, 'up');
    const call = await scheduled(ann, ben, { ...soon, durationMinutes: 15 });
    expect(call.startsAt).toBe(soon.at);
    expect((await act(ann, call.id, 'cancel')).statusCode).toBe(200);
  });

  it('refuses 30 days and a minute ahead and accepts 30 days', async () => {
    const tooFar = await scheduleRequest(ann, ben, utcSlot(30 * DAY + MINUTE, 'up'));
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().error.message).toBe('Cannot schedule calls more than 30 days in advance');
    const call = await scheduled(ann, ben, utcSlot(30 * DAY, 'down'));
    expect((await act(ann, call.id, 'cancel')).statusCode).toBe(200);
  });

  it('takes only the spec durations, and requires date and time', async () => {
    for (const durationMinutes of [0, 20, 90]) {
      const response = await scheduleRequest(ann, ben, { ...nextSlot(), durationMinutes });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fieldErrors.durationMinutes).toBeDefined();
    }
    const noDate = await scheduleRequest(ann, ben, { ...nextSlot(), date: '' });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().error.fieldErrors.date).toEqual([videoCallMessages.dateRequired]);
    expect(await ctx.database.db.select().from(videoCallRequests)).toHaveLength(2);
  });

  it('stores a blank title as Quick Intro Call, with the room as meeting link', async () => {
    const call = await scheduled(ann, ben, { ...nextSlot(), title: '   ', description: ' Hi ' });
    expect(call).toMatchObject({
      title: 'Quick Intro Call',
      description: 'Hi',
      status: 'pending',
      role: 'sender',
      durationMinutes: 30,
      roomPath: `/video-call/${call.id}`,
      peer: { profileId: ben.profileId, name: 'Ben Tester' },
    });
    expect(await storedCall(call.id)).toMatchObject({
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
    const inUtc = await scheduled(ann, ben, { date: day, time: '10:00', timeZone: 'UTC' });
    const inKolkata = await scheduled(ann, ben, {
      date: day,
      time: '10:00',
      timeZone: 'Asia/Kolkata',
    });
    expect(inUtc.startsAt).toBe(`${day}T10:00:00.000Z`);
    expect(inKolkata.startsAt).toBe(`${day}T04:30:00.000Z`);
    const unknown = await scheduleRequest(ann, ben, { ...nextSlot(), timeZone: 'Mars/Olympus' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(videoCallMessages.invalidTimeZone);
  });
});

describe('who may schedule with whom', () => {
  it('answers 404 Profile not found for an unknown or suspended member', async () => {
    const unknown = await scheduleRequest(ann, { profileId: randomUUID() }, nextSlot());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'NOT_FOUND', message: 'Profile not found' });
    const gone = await member('Gone');
    await connect(ann, gone);
    await ctx.database.db
      .update(profiles)
      .set({ status: 'suspended' })
      .where(eq(profiles.id, gone.profileId));
    const suspended = await scheduleRequest(ann, gone, nextSlot());
    expect(suspended.statusCode).toBe(404);
    expect(suspended.json().error.message).toBe('Profile not found');
  });

  it('refuses yourself, members you are not connected with, pending connections and blocks', async () => {
    const [dan, eve, fay] = await Promise.all([member('Dan'), member('Eve'), member('Fay')]);
    await connect(ann, eve, 'pending');
    await connect(fay, ann);
    await ctx.database.db.insert(blocks).values({ blockerId: fay.userId, blockedId: ann.userId });
    for (const [from, to] of [
      [ann, ann],
      [ann, dan],
      [dan, ann],
      [ann, eve],
      [eve, ann],
      [ann, fay],
      [fay, ann],
    ] as const) {
      const response = await scheduleRequest(from, to, nextSlot());
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
    const start = nextSlot();
    const startMs = Date.parse(start.at);
    const at = (offsetMinutes: number) => slotAt(startMs + offsetMinutes * MINUTE);
    const first = await scheduled(ann, ben, { ...start, durationMinutes: 60 });

    // Ann is busy (pending call), whoever she calls; Ben is busy, whoever calls him.
    for (const [from, to, offset] of [
      [ann, cat, 30],
      [cat, ann, -15],
      [cat, ben, 59],
      [ben, cat, 0],
    ] as const) {
      const response = await scheduleRequest(from, to, { ...at(offset), durationMinutes: 30 });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'CONFLICT',
        message: 'That time overlaps another call. Please pick another time.',
      });
    }
    // Touching is not overlapping: right before and right after.
    const before = await scheduled(cat, ann, { ...at(-30), durationMinutes: 30 });
    const after = await scheduled(ben, cat, { ...at(60), durationMinutes: 15 });

    // Still busy once accepted; free again once cancelled.
    expect((await act(ben, first.id, 'accept')).statusCode).toBe(200);
    expect((await scheduleRequest(cat, ben, at(15))).statusCode).toBe(409);
    expect((await act(ann, first.id, 'cancel')).statusCode).toBe(200);
    expect((await scheduleRequest(cat, ben, at(15))).statusCode).toBe(201);
    for (const call of [before, after]) await act(cat, call.id, 'cancel');
  });

  it('lets exactly one of two concurrent requests for the same slot through', async () => {
    const slot = nextSlot();
    const responses = await Promise.all([
      scheduleRequest(ann, ben, slot),
      scheduleRequest(cat, ben, slot),
      scheduleRequest(ann, ben, slot),
      scheduleRequest(cat, ann, slot),
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
    await ctx.database.db
      .update(profiles)
      .set({ timeZone: 'Europe/Berlin' })
      .where(eq(profiles.userId, ann.userId));
    const call = await scheduled(ann, ben, { ...nextSlot(), title: 'Pricing chat' });
    await waitForEvent(benSocket, 'video-call.requested', { callId: call.id });

    // Ben sees it as the receiver; Cat does not see it at all.
    expect((await list(ben)).items).toContainEqual(
      expect.objectContaining({ id: call.id, role: 'receiver', status: 'pending' }),
    );
    expect((await list(cat)).items.map((item) => item.id)).not.toContain(call.id);

    // Neither the sender nor a third member can answer it.
    for (const who of [ann, cat]) {
      for (const action of ['accept', 'decline'] as const) {
        const response = await act(who, call.id, action);
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Call not found' });
      }
    }

    const response = await act(ben, call.id, 'accept');
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
      const again = await act(ben, call.id, action);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(videoCallMessages.notPending);
    }
    for (const who of [ann, ben]) {
      expect((await list(who)).items).toContainEqual(
        expect.objectContaining({ id: call.id, status: 'accepted' }),
      );
    }
  });

  it('declining mails the sender a link to connections and drops the call from the lists', async () => {
    const call = await scheduled(cat, ben, nextSlot());
    const response = await act(ben, call.id, 'decline');
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('declined');
    const [mail] = (await readOutboxMails(outboxDirectory(ctx.dataDir))).filter(
      (item) => item.to === cat.email && item.subject.includes('declined'),
    );
    expect(mail!.subject).toBe('Ben Tester declined your video call');
    expect(mail!.links[0]).toBe(`${TEST_APP_URL}/connections`);
    for (const who of [ben, cat]) {
      expect((await list(who)).items.map((item) => item.id)).not.toContain(call.id);
    }
    expect((await act(cat, call.id, 'cancel')).statusCode).toBe(409);
  });

  it('either participant cancels, both hear it, nobody else can', async () => {
    const annSocket = await openSocket(ann);
    const call = await accepted(ann, ben);
    expect((await act(cat, call.id, 'cancel')).statusCode).toBe(404);
    const response = await act(ben, call.id, 'cancel');
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('cancelled');
    await waitForEvent(annSocket, 'video-call.changed', { callId: call.id, status: 'cancelled' });
    expect((await act(ann, call.id, 'cancel')).statusCode).toBe(409);
    expect((await room(ann, call.id)).statusCode).toBe(409);
  });

  it('lists pending and accepted calls that have not ended, soonest first', async () => {
    const [gil, hal] = await Promise.all([member('Gil'), member('Hal')]);
    await connect(gil, hal);
    const later = await scheduled(gil, hal, utcSlot(5 * DAY));
    const sooner = await scheduled(hal, gil, utcSlot(4 * DAY));
    const cancelled = await scheduled(gil, hal, utcSlot(6 * DAY));
    await act(gil, cancelled.id, 'cancel');
    await act(gil, sooner.id, 'accept');
    // One that ended yesterday.
    const ended = await scheduled(gil, hal, utcSlot(7 * DAY));
    await act(hal, ended.id, 'accept');
    await ctx.database.db
      .update(videoCallRequests)
      .set({ scheduledAt: new Date(Date.now() - DAY) })
      .where(eq(videoCallRequests.id, ended.id));
    const items = (await list(gil)).items;
    expect(items.map((item) => [item.id, item.role, item.status])).toEqual([
      [sooner.id, 'receiver', 'accepted'],
      [later.id, 'sender', 'pending'],
    ]);
  });
});

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
