import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationSettingsSchema,
  type NotificationSettings,
} from '@cofound/shared/notifications/notifications.schemas';
import { apiFetch } from '../../../lib/api-client';
import { notificationQueryKeys } from './notification-query-keys';

/** PUT /api/notifications/settings: shown at once, put back when saving fails. */
export function useSaveNotificationSettings() {
  const client = useQueryClient();
  const key = notificationQueryKeys.settings;
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      apiFetch('/api/notifications/settings', {
        method: 'PUT',
        body: settings,
        schema: notificationSettingsSchema,
      }),
    onMutate: async (settings) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<NotificationSettings>(key);
      client.setQueryData(key, settings);
      return { previous };
    },
    onError: (_error, _settings, context) => client.setQueryData(key, context?.previous),
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
}
