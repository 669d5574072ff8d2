import { useQuery } from '@tanstack/react-query';
import { notificationsContract } from '@cofound/shared/notifications/notifications.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { notificationQueryKeys } from './notification-query-keys';

/** How often the mail digest comes. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationQueryKeys.settings,
    queryFn: ({ signal }) => callEndpoint(notificationsContract.settings, {}, { signal }),
  });
}
