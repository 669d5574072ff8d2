/** The member's linked sign-in providers. */
export const linkedAccountsQueryKey = ['accounts', 'linked'] as const;
