import { videoCallPath } from './video-call-query-keys';

/** GET /api/video-calls/{id}/calendar.ics: the accepted call as a calendar file. */
export const calendarPath = (callId: string) => videoCallPath(callId, '/calendar.ics');
