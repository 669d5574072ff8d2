import {
  DEFAULT_EMAIL_DIGEST,
  type NotificationSettings,
} from '@cofound/shared/notifications/notifications.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import type { Mailer } from '../../mail';
import { digestMail } from './digest-mail';
import type { NotificationsRepository } from './notifications.repository';
import type { ServiceLogger } from '../../lib/with-failure-message';

/** Requests and messages younger than this wait for the next run: the member may be online. */
export const DIGEST_QUIET_MINUTES = 10;

/** The mail digest of new connection requests and unread messages. */
export function createNotificationsService(deps: {
  repository: NotificationsRepository;
  mailer: Pick<Mailer, 'send'>;
  appUrl: string;
  log: ServiceLogger;
}) {
  const { repository, mailer, appUrl, log } = deps;
  return {
    async settings(user: SessionUser): Promise<NotificationSettings> {
      return { emailDigest: (await repository.frequencyOf(user.id)) ?? DEFAULT_EMAIL_DIGEST };
    },

    async updateSettings(
      user: SessionUser,
      settings: NotificationSettings,
    ): Promise<NotificationSettings> {
      await repository.setFrequency(user.id, settings.emailDigest);
      return settings;
    },

    /**
     * One run: mails every member whose digest is due; returns how many mails went out. Once
     * `stop` is aborted it sends no more: the members left are still due at the next run.
     */
    async sendDueDigests(stop?: AbortSignal): Promise<number> {
      let sent = 0;
      for (const candidate of await repository.dueDigests(DIGEST_QUIET_MINUTES)) {
        if (stop?.aborted) break;
        if (!(await repository.claim(candidate.userId))) continue;
        try {
          await mailer.send(digestMail(candidate, appUrl));
          sent += 1;
        } catch (error) {
          // The period stays claimed: at most one mail per period, even when one fails.
          log.error({ err: error }, 'digest mail not sent');
        }
      }
      return sent;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
