export const videoCallQueryKeys = {
  list: ['video-calls', 'list'] as const,
  room: (callId: string) => ['video-calls', 'room', callId] as const,
};
