export const notificationQueryKeys = {
  settings: ['notifications', 'settings'] as const,
};
