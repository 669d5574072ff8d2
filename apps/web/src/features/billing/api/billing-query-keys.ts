export const billingQueryKeys = {
  all: ['billing'] as const,
  summary: ['billing', 'summary'] as const,
  checkout: (id: string) => ['billing', 'checkout', id] as const,
  transactions: ['billing', 'transactions'] as const,
};
