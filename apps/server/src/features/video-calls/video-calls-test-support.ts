// Helpers for the video-call integration tests: call slots, the call routes and live events.
import { eq } from 'drizzle-orm';
import { beforeAll, expect, vi } from 'vitest';
import type { RealtimeEventName } from '@cofound/shared/realtime';
import type {
  Signal,
  VideoCall,
  VideoCallList,
} from '@cofound/shared/video-calls/video-calls.schemas';
import { reputationScores, videoCallRequests } from '../../db/schema';
import type { RealtimeTestSocket } from '../../realtime/realtime-test-client';
import { memberKit, type Member, type MemberKit } from '../../test/member-kit';
import { useLiveTestApp } from '../../test/use-live-test-app';
import type { TestAppContext } from '../../test/use-test-app';

export const ICE_SERVERS = [{ urls: 'stun:stun.example.com:3478' }];
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** The request fields for a whole-minute instant, as a wall clock in UTC. */
export function slotAt(instantMs: number) {
  const iso = new Date(instantMs).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), timeZone: 'UTC', at: iso };
}

/** `ms` from now, rounded to a whole minute (down or up), as a wall clock in UTC. */
export function utcSlot(ms: number, round: 'down' | 'up' = 'up') {
  const exact = Date.now() + ms;
  return slotAt((round === 'up' ? Math.ceil : Math.floor)(exact / MINUTE) * MINUTE);
}

type ScheduleBody = {
  date: string;
  time: string;
  timeZone: string;
  durationMinutes?: number;
  title?: string;
  description?: string;
};

const eventsOf = (socket: RealtimeTestSocket, event: RealtimeEventName) =>
  socket.frames.filter((frame) => frame.event === event).map((frame) => frame.payload);

export function waitForEvent(
  socket: RealtimeTestSocket,
  event: RealtimeEventName,
  payload: object,
) {
  return vi.waitFor(() => expect(eventsOf(socket, event)).toContainEqual(payload), {
    timeout: 5000,
    interval: 10,
  });
}

/**
 * The app of a video-calls test file, listening for live sockets, with members, the call helpers,
 * and Ann, Ben and Cat, each connected to the other two. The three are signed up in beforeAll:
 * read their fields in hooks and tests.
 */
export function useVideoCallsTest() {
  const { ctx, openSocket } = useLiveTestApp({ ICE_SERVERS: JSON.stringify(ICE_SERVERS) });
  const kit = memberKit(ctx);
  const member = (name: string) => kit.member({ name: `${name} Tester` });

  const three = { ann: {} as Member, ben: {} as Member, cat: {} as Member };
  beforeAll(async () => {
    const [ann, ben, cat] = await Promise.all([member('Ann'), member('Ben'), member('Cat')]);
    await kit.connect(ann, ben);
    await kit.connect(cat, ann);
    await kit.connect(ben, cat);
    Object.assign(three.ann, ann);
    Object.assign(three.ben, ben);
    Object.assign(three.cat, cat);
  });

  return { ctx, kit, member, openSocket, calls: callHelpers(ctx, kit), ...three };
}

/** The call routes as members call them, and the rows and scores they leave. */
function callHelpers(ctx: TestAppContext, kit: MemberKit) {
  /** Distinct two-hour slots from three days ahead, so unrelated tests never overlap. */
  let slots = 0;
  function nextSlot() {
    slots += 1;
    return utcSlot(3 * DAY + slots * 120 * MINUTE);
  }

  const scheduleRequest = (who: Member | null, target: { profileId: string }, when: ScheduleBody) =>
    kit.as(who).post('/api/video-calls', {
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
    const response = await kit.as(who).get('/api/video-calls');
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const act = (who: Member | null, callId: string, action: 'accept' | 'decline' | 'cancel') =>
    kit.as(who).post(`/api/video-calls/${callId}/${action}`);
  const room = (who: Member | null, callId: string) =>
    kit.as(who).get(`/api/video-calls/${callId}/room`);
  const ics = (who: Member | null, callId: string) =>
    kit.as(who).get(`/api/video-calls/${callId}/calendar.ics`);
  const signal = (who: Member | null, callId: string, kind: string, data?: unknown) =>
    kit
      .as(who)
      .post(`/api/video-calls/${callId}/signals`, data === undefined ? { kind } : { kind, data });
  const signals = (who: Member | null, callId: string, after?: number) =>
    kit
      .as(who)
      .get(`/api/video-calls/${callId}/signals${after === undefined ? '' : `?after=${after}`}`);

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

  /** Moves a call to start `ms` from now (its room opens 10 minutes before the start). */
  async function startsIn(callId: string, ms: number): Promise<void> {
    await ctx.database.db
      .update(videoCallRequests)
      .set({ scheduledAt: new Date(Date.now() + ms) })
      .where(eq(videoCallRequests.id, callId));
  }

  /** An accepted call whose room is open: it starts in 5 minutes. */
  async function open(sender: Member, receiver: Member): Promise<VideoCall> {
    const call = await accepted(sender, receiver);
    await startsIn(call.id, 5 * MINUTE);
    return call;
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

  return {
    nextSlot,
    scheduleRequest,
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
    startsIn,
    open,
    activityScore,
    storedCall,
  };
}
