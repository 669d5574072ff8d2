// The units of work of a call's life: scheduling, answering, and the signal that completes it.
import type { SendSignal, VideoCallStatus } from '@cofound/shared/video-calls/video-calls.schemas';
import { awardInteraction } from '../reputation';
import { JOINABLE_STATUSES } from './video-call-signals.repository';
import { LIVE_STATUSES, type NewCall, type VideoCallsRepository } from './video-calls.repository';

export type ScheduleResult = 'created' | 'notConnected' | 'overlaps';
export type AnswerResult =
  | { kind: 'done'; status: VideoCallStatus }
  | { kind: 'notFound' }
  | { kind: 'notPending' }
  | { kind: 'overlaps' }
  | { kind: 'notConnected' };
export type StoredSignal =
  | { kind: 'stored'; id: number; completed: boolean }
  | { kind: 'notFound' }
  | { kind: 'notJoinable'; status: VideoCallStatus };

/**
 * Inserts a pending call unless the two are no longer connected (or one blocked the other) or
 * either already has a pending or accepted call in its span. Both members' schedules and
 * accepts are serialised, so two concurrent requests for one slot cannot both pass.
 */
export function scheduleCall(repository: VideoCallsRepository, call: NewCall) {
  return repository.transaction(async (queries): Promise<ScheduleResult> => {
    const members = [call.senderId, call.receiverId];
    await queries.lockMembers(members);
    if (!(await queries.mayCall(call.senderId, call.receiverId))) return 'notConnected';
    if (await queries.hasOverlap(members, call.scheduledAt, call.durationMinutes, LIVE_STATUSES)) {
      return 'overlaps';
    }
    await queries.insertPendingCall(call);
    return 'created';
  });
}

/**
 * The receiver accepts or declines a pending call. Accepting re-checks, under both members'
 * locks, that the two are still connected and that neither has an accepted call in its span.
 */
export function answerCall(
  repository: VideoCallsRepository,
  receiverId: string,
  callId: string,
  decision: 'accepted' | 'declined',
) {
  return repository.transaction(async (queries): Promise<AnswerResult> => {
    const found = await queries.findReceivedCall(receiverId, callId);
    if (!found) return { kind: 'notFound' };
    const members = [found.senderId, receiverId];
    if (decision === 'accepted') await queries.lockMembers(members);
    const call = await queries.lockCall(callId);
    if (!call) return { kind: 'notFound' };
    if (call.status !== 'pending') return { kind: 'notPending' };
    if (decision === 'accepted') {
      if (!(await queries.mayCall(found.senderId, receiverId))) return { kind: 'notConnected' };
      const { scheduledAt, durationMinutes } = call;
      if (await queries.hasOverlap(members, scheduledAt, durationMinutes, ['accepted'], callId)) {
        return { kind: 'overlaps' };
      }
    }
    await queries.setStatus(callId, decision);
    return { kind: 'done', status: decision };
  });
}

/**
 * Stores a signal of a participant of a joinable call. A hangup after both participants sent
 * 'ready' completes the call, once, and gives each +3 reputation in the same transaction.
 */
export function storeSignal(
  repository: VideoCallsRepository,
  senderId: string,
  callId: string,
  signal: SendSignal,
) {
  return repository.transaction(async (queries, tx): Promise<StoredSignal> => {
    await queries.lockSignals(callId);
    const call = await queries.findCallOfMember(senderId, callId);
    if (!call) return { kind: 'notFound' };
    if (!JOINABLE_STATUSES.includes(call.status)) {
      return { kind: 'notJoinable', status: call.status };
    }
    const id = await queries.insertSignal(senderId, callId, signal.kind, signal.data);
    if (signal.kind !== 'hangup') return { kind: 'stored', id, completed: false };
    const ready = await queries.readyMembers(callId);
    if (!ready.has(call.senderId) || !ready.has(call.receiverId)) {
      return { kind: 'stored', id, completed: false };
    }
    if (!(await queries.completeCall(callId))) return { kind: 'stored', id, completed: false };
    for (const profileId of await queries.profileIdsOf([call.senderId, call.receiverId])) {
      await awardInteraction(tx, profileId, 'video_call');
    }
    return { kind: 'stored', id, completed: true };
  });
}
