import { useQuery } from '@tanstack/react-query';
import { notificationSettingsSchema } from '@cofound/shared/notifications/notifications.schemas';
import { apiFetch } from '../../../lib/api-client';
import { notificationQueryKeys } from './notification-query-keys';

/** GET /api/notifications/settings: how often the mail digest comes. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationQueryKeys.settings,
    queryFn: ({ signal }) =>
      apiFetch('/api/notifications/settings', { schema: notificationSettingsSchema, signal }),
  });
}
