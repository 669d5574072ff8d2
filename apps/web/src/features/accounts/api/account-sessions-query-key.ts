/** The member's list of signed-in browsers. */
export const accountSessionsQueryKey = ['accounts', 'sessions'] as const;
