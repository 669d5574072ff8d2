import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { callTimeError, zonedInstant } from '@cofound/shared/video-calls/call-time';
import { roomTime } from '@cofound/shared/video-calls/join-window';
import {
  videoCallMessages,
  type Room,
  type scheduleVideoCallSchema,
  type SendSignal,
  type Signal,
  type VideoCall,
  type VideoCallList,
  type VideoCallStatus,
} from '@cofound/shared/video-calls/video-calls.schemas';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import type { Mailer } from '../../mail';
import type { Realtime } from '../../realtime';
import { publishSafely } from '../../realtime/publish-safely';
import { buildCalendarFile } from './calendar-file';
import { answerCall, scheduleCall, storeSignal } from './call-transitions';
import { callAcceptedMail, callDeclinedMail } from './video-calls.mails';
import {
  JOINABLE_STATUSES,
  type CallRow,
  type VideoCallsRepository,
} from './video-calls.repository';

export type IceServer = Room['iceServers'][number];
export type ScheduleVideoCallInput = z.output<typeof scheduleVideoCallSchema>;

/** At most this many signals per read; a client asks again after the last id it got. */
export const SIGNAL_PAGE_SIZE = 500;

const roomPathOf = (callId: string) => `/video-call/${callId}`;

function toVideoCall(row: CallRow, viewerUserId: string): VideoCall {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startsAt: row.scheduledAt.toISOString(),
    durationMinutes: row.durationMinutes,
    status: row.status,
    role: row.senderId === viewerUserId ? 'sender' : 'receiver',
    peer: {
      profileId: row.peer.profileId,
      name: row.peer.name,
      title: row.peer.title,
      imageUrl: row.peer.imageUrl,
    },
    roomPath: roomPathOf(row.id),
  };
}

/**
 * Intro video calls (docs/product.md#video-calls). A call is proposed by one connected member to
 * another, who accepts or declines; accepted calls have an in-app room whose WebRTC signalling the
 * server relays and keeps. Only the two participants ever see a call: to anybody else it does not
 * exist (404).
 */
export function createVideoCallsService(deps: {
  repository: VideoCallsRepository;
  realtime: Pick<Realtime, 'publish'>;
  mailer: Pick<Mailer, 'send'>;
  appUrl: string;
  iceServers: IceServer[];
  log: ServiceLogger;
  now?: () => Date;
}) {
  const { repository, mailer, appUrl, iceServers, log } = deps;
  const now = deps.now ?? (() => new Date());
  const orFail = <T>(message: string, run: () => Promise<T>) =>
    withFailureMessage(log, message, run);
  const notify = publishSafely(deps.realtime, log);

  /** The call when the member takes part in it; 404 for anybody else. */
  async function callOf(user: SessionUser, callId: string, failure: string): Promise<CallRow> {
    const row = await orFail(failure, () => repository.findCall(user.id, callId));
    if (!row) throw new AppError('NOT_FOUND', videoCallMessages.callNotFound);
    return row;
  }

  /**
   * A participant of a call whose room is open, with no block between the two. `leaving` skips
   * the time check: a hangup only ever ends something, and refusing it would leave the other
   * side waiting.
   */
  async function joinableCallOf(
    user: SessionUser,
    callId: string,
    failure: string,
    { leaving = false }: { leaving?: boolean } = {},
  ): Promise<CallRow> {
    const row = await callOf(user, callId, failure);
    if (row.blocked) throw new AppError('FORBIDDEN', videoCallMessages.notConnected);
    if (!JOINABLE_STATUSES.includes(row.status)) throw notJoinable(row.status);
    if (!leaving) await ensureRoomOpen(row, failure);
    return row;
  }

  /**
   * The room is open from 10 minutes before the start until the planned end, and longer while
   * the call is in progress (the shared rule, join-window.ts). Who is in the room is read only
   * after the end, the one time it matters.
   */
  async function ensureRoomOpen(row: CallRow, failure: string): Promise<void> {
    const call = { startsAt: row.scheduledAt, durationMinutes: row.durationMinutes };
    const at = now();
    let time = roomTime(call, at);
    if (time === 'ended') {
      const inProgress = await orFail(failure, () => repository.someoneInRoom(row.id));
      time = roomTime(call, at, { inProgress });
    }
    if (time === 'early') throw new AppError('CONFLICT', videoCallMessages.roomNotOpen);
    if (time === 'ended') throw new AppError('CONFLICT', videoCallMessages.ended);
  }

  function notJoinable(status: VideoCallStatus): AppError {
    const message =
      status === 'pending'
        ? videoCallMessages.notAccepted
        : status === 'completed'
          ? videoCallMessages.ended
          : videoCallMessages.notJoinable;
    return new AppError('CONFLICT', message);
  }

  /** After commit: what happened stands even when the mail cannot go out. */
  async function mailSafely(message: Parameters<Mailer['send']>[0]): Promise<void> {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error }, 'video call mail not sent');
    }
  }

  async function answer(
    user: SessionUser,
    callId: string,
    decision: 'accepted' | 'declined',
  ): Promise<VideoCall> {
    const result = await orFail(videoCallMessages.answerFailed, () =>
      answerCall(repository, user.id, callId, decision),
    );
    if (result.kind === 'notFound') throw new AppError('NOT_FOUND', videoCallMessages.callNotFound);
    if (result.kind === 'notPending') throw new AppError('CONFLICT', videoCallMessages.notPending);
    if (result.kind === 'notConnected') {
      throw new AppError('FORBIDDEN', videoCallMessages.notConnected);
    }
    if (result.kind === 'overlaps') throw new AppError('CONFLICT', videoCallMessages.overlaps);
    const row = await callOf(user, callId, videoCallMessages.answerFailed);
    await notify([row.senderId, row.receiverId], 'video-call.changed', {
      callId,
      status: decision,
    });
    const facts = {
      to: { email: row.peer.email, name: row.peer.name, timeZone: row.peer.timeZone },
      answeredBy: user.name,
      title: row.title,
      startsAt: row.scheduledAt,
      durationMinutes: row.durationMinutes,
      callId,
      appUrl,
    };
    await mailSafely(decision === 'accepted' ? callAcceptedMail(facts) : callDeclinedMail(facts));
    return toVideoCall(row, user.id);
  }

  return {
    /**
     * Proposes a call to a connected member. The wall-clock date and time are read in the
     * member's time zone, then held to the scheduling rules here as well as in the browser.
     */
    async schedule(user: SessionUser, input: ScheduleVideoCallInput): Promise<VideoCall> {
      const startsAt = zonedInstant(input.date, input.time, input.timeZone);
      if (!startsAt) {
        throw new AppError('VALIDATION_FAILED', videoCallMessages.invalidTimeZone, {
          timeZone: [videoCallMessages.invalidTimeZone],
        });
      }
      const timeError = callTimeError(startsAt, now());
      if (timeError) {
        throw new AppError('VALIDATION_FAILED', timeError, { time: [timeError] });
      }
      if (!user.profileId) throw new AppError('NOT_FOUND', videoCallMessages.profileNotFound);
      const target = await orFail(videoCallMessages.getProfileFailed, () =>
        repository.findTarget(user.id, input.profileId),
      );
      if (!target || !target.active) {
        throw new AppError('NOT_FOUND', videoCallMessages.profileNotFound);
      }
      if (target.userId === user.id || !target.connected || !target.unblocked) {
        throw new AppError('FORBIDDEN', videoCallMessages.notConnected);
      }
      const id = randomUUID();
      const result = await orFail(videoCallMessages.scheduleFailed, () =>
        scheduleCall(repository, {
          id,
          senderId: user.id,
          receiverId: target.userId,
          scheduledAt: startsAt,
          durationMinutes: input.durationMinutes,
          title: input.title,
          description: input.description || null,
          meetingLink: roomPathOf(id),
        }),
      );
      // The connection ended or a block came between the check and the transaction.
      if (result === 'notConnected')
        throw new AppError('FORBIDDEN', videoCallMessages.notConnected);
      if (result === 'overlaps') throw new AppError('CONFLICT', videoCallMessages.overlaps);
      const row = await callOf(user, id, videoCallMessages.scheduleFailed);
      await notify([target.userId], 'video-call.requested', { callId: id });
      return toVideoCall(row, user.id);
    },

    /** Pending calls either way and accepted calls that have not ended, soonest first. */
    async list(user: SessionUser): Promise<VideoCallList> {
      const rows = await orFail(videoCallMessages.loadFailed, () => repository.upcoming(user.id));
      return { items: rows.map((row) => toVideoCall(row, user.id)) };
    },

    /** The receiver accepts a pending call; the sender hears it live and by mail. */
    accept: (user: SessionUser, callId: string) => answer(user, callId, 'accepted'),

    /** The receiver declines a pending call; the sender hears it live and by mail. */
    decline: (user: SessionUser, callId: string) => answer(user, callId, 'declined'),

    /** Either participant calls off a pending or accepted call. */
    async cancel(user: SessionUser, callId: string): Promise<VideoCall> {
      const before = await callOf(user, callId, videoCallMessages.cancelFailed);
      const cancelled = await orFail(videoCallMessages.cancelFailed, () =>
        repository.cancel(callId),
      );
      if (!cancelled) throw new AppError('CONFLICT', videoCallMessages.notCancellable);
      await notify([before.senderId, before.receiverId], 'video-call.changed', {
        callId,
        status: 'cancelled',
      });
      return toVideoCall({ ...before, status: 'cancelled' }, user.id);
    },

    /** The .ics of an accepted call, for its participants. */
    async calendarFile(user: SessionUser, callId: string): Promise<string> {
      const row = await callOf(user, callId, videoCallMessages.loadFailed);
      if (row.status !== 'accepted') throw notJoinable(row.status);
      const url = new URL(roomPathOf(row.id), appUrl).toString();
      const description = [
        `Video call with ${row.peer.name} on Cofound.`,
        row.description ?? '',
        `Join: ${url}`,
      ]
        .filter(Boolean)
        .join('\n\n');
      return buildCalendarFile({
        uid: `${row.id}@${new URL(appUrl).host}`,
        start: row.scheduledAt,
        durationMinutes: row.durationMinutes,
        summary: row.title,
        description,
        url,
        stamp: now(),
      });
    },

    /** What the room page needs: the call and the STUN/TURN servers, while the room is open. */
    async room(user: SessionUser, callId: string): Promise<Room> {
      const row = await joinableCallOf(user, callId, videoCallMessages.loadFailed);
      return { call: toVideoCall(row, user.id), iceServers };
    },

    /**
     * Stores one signal and tells the other participant, while the room is open (a hangup at any
     * time). A hangup once both have joined completes the call: +3 reputation to each, once.
     */
    async sendSignal(
      user: SessionUser,
      callId: string,
      signal: SendSignal,
    ): Promise<{ id: number }> {
      const row = await joinableCallOf(user, callId, videoCallMessages.signalFailed, {
        leaving: signal.kind === 'hangup',
      });
      const stored = await orFail(videoCallMessages.signalFailed, () =>
        storeSignal(repository, user.id, callId, signal),
      );
      if (stored.kind === 'notFound')
        throw new AppError('NOT_FOUND', videoCallMessages.callNotFound);
      if (stored.kind === 'notJoinable') throw notJoinable(stored.status);
      const peerUserId = row.senderId === user.id ? row.receiverId : row.senderId;
      await notify([peerUserId], 'video-call.signal', { callId, signalId: stored.id });
      if (stored.completed) {
        await notify([row.senderId, row.receiverId], 'video-call.changed', {
          callId,
          status: 'completed',
        });
      }
      return { id: stored.id };
    },

    /** The other participant's signals after `after`, in order. */
    async signals(user: SessionUser, callId: string, after: number): Promise<{ items: Signal[] }> {
      await joinableCallOf(user, callId, videoCallMessages.loadFailed);
      const rows = await orFail(videoCallMessages.loadFailed, () =>
        repository.signalsFrom(user.id, callId, after, SIGNAL_PAGE_SIZE),
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          ...(row.data === null || row.data === undefined ? {} : { data: row.data }),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type VideoCallsService = ReturnType<typeof createVideoCallsService>;
