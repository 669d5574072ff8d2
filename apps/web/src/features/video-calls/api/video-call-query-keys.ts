export const videoCallQueryKeys = {
  list: ['video-calls', 'list'] as const,
  room: (callId: string) => ['video-calls', 'room', callId] as const,
};

/** The path of a call's routes. */
export const videoCallPath = (callId: string, rest = '') =>
  `/api/video-calls/${encodeURIComponent(callId)}${rest}`;
