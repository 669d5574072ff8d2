import { z } from 'zod';

/** How often a member gets the mail digest of new requests and unread messages. */
export const emailDigestFrequencies = ['off', 'hourly', 'daily'] as const;
export type EmailDigestFrequency = (typeof emailDigestFrequencies)[number];
export const DEFAULT_EMAIL_DIGEST: EmailDigestFrequency = 'hourly';

export const emailDigestLabels: Record<EmailDigestFrequency, string> = {
  off: 'Off',
  hourly: 'Hourly',
  daily: 'Daily',
};

export const notificationMessages = {
  saved: 'Notification settings saved',
  saveFailed: 'Failed to save notification settings. Please try again.',
} as const;

/** GET and PUT /api/notifications/settings */
export const notificationSettingsSchema = z.object({
  emailDigest: z.enum(emailDigestFrequencies),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
