import type { VideoCall } from '@cofound/shared/video-calls/video-calls.schemas';

/** A call as the API lists it, for the feature's tests: the fields a test cares about given. */
export function videoCallFixture(changes: Partial<VideoCall> & { id?: string } = {}): VideoCall {
  const id = changes.id ?? 'c1';
  return {
    id,
    title: 'Quick Intro Call',
    description: null,
    startsAt: '2026-11-22T12:00:00.000Z',
    durationMinutes: 30,
    status: 'accepted',
    role: 'sender',
    peer: { profileId: 'p-ada', name: 'Ada Lovelace', title: '', imageUrl: null },
    roomPath: `/video-call/${id}`,
    ...changes,
  };
}
