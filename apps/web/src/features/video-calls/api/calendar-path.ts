/** The accepted call as a calendar file (a download, not JSON: outside the contract). */
export const calendarPath = (callId: string) =>
  `/api/video-calls/${encodeURIComponent(callId)}/calendar.ics`;
