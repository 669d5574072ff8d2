import { defineEndpoint } from '../contract/endpoint';
import { notificationSettingsSchema } from './notifications.schemas';

const tags = ['notifications'] as const;

/** The mail digest setting: members, on their own. */
export const notificationsContract = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/notifications/settings',
    access: 'member',
    tags,
    summary: 'Your mail digest setting',
    response: notificationSettingsSchema,
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/notifications/settings',
    access: 'member',
    tags,
    summary: 'Change your mail digest',
    body: notificationSettingsSchema,
    response: notificationSettingsSchema,
  }),
};
