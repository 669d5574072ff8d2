import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsContract } from '@cofound/shared/notifications/notifications.contract';
import type { NotificationSettings } from '@cofound/shared/notifications/notifications.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { notificationQueryKeys } from './notification-query-keys';

/** Saves the digest setting: shown at once, put back when saving fails. */
export function useSaveNotificationSettings() {
  const client = useQueryClient();
  const key = notificationQueryKeys.settings;
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      callEndpoint(notificationsContract.updateSettings, { body: settings }),
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
