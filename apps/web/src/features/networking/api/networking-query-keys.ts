export const networkingQueryKeys = {
  state: ['networking', 'state'] as const,
};

export const networkingMutationKeys = {
  leave: ['networking', 'leave'] as const,
};

/**
 * Joining, heartbeats, moving on and leaving run one after another, in the order they were
 * asked for: a heartbeat still on its way never lands after 'Leave' and puts the member back.
 */
export const lobbyMutationScope = { id: 'networking-lobby' };
