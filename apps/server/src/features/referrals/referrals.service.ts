import {
  referralLinkPath,
  referralsToNextReward,
  rewardsEarnedFor,
} from '@cofound/shared/referrals/referral-rewards';
import { referralsMessages, type ReferralStats } from '@cofound/shared/referrals/referrals.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import type { Mailer } from '../../mail';
import type { Realtime } from '../../realtime';
import { publishSafely } from '../../realtime/publish-safely';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import { grantEarnedMonths } from './referral-rewards';
import { referralRewardMail } from './referrals.mails';
import type { ReferralsRepository } from './referrals.repository';

/** Inviting founders and the free months it earns (docs/product.md#referral). */
export function createReferralsService(deps: {
  repository: ReferralsRepository;
  mailer: Pick<Mailer, 'send'>;
  realtime: Pick<Realtime, 'publish'>;
  appUrl: string;
  log: ServiceLogger;
}) {
  const { repository, log } = deps;
  const notify = publishSafely(deps.realtime, log);
  return {
    async stats(member: SessionUser): Promise<ReferralStats> {
      return withFailureMessage(log, referralsMessages.loadFailed, async () => {
        const row = await repository.statsOf(member.id);
        if (!row) throw new Error('member without a profile');
        return {
          code: row.code,
          linkPath: referralLinkPath(row.code),
          totalReferrals: row.total,
          successfulReferrals: row.successful,
          rewardsEarned: rewardsEarnedFor(row.successful),
          referralsToNextReward: referralsToNextReward(row.successful),
        };
      });
    },

    /**
     * A referral of `referrerId` counted: grants what it earned, then (after commit) mails the
     * referrer about new months and tells their open pages.
     */
    async reward(referrerId: string, now: Date = new Date()): Promise<void> {
      const { successfulReferrals, grants } = await grantEarnedMonths(repository, referrerId, now);
      const last = grants.at(-1);
      if (last) {
        const to = await repository.recipientOf(referrerId);
        if (to) {
          await deps.mailer.send(
            referralRewardMail({
              to,
              months: grants.length,
              plan: last.plan,
              premiumUntil: last.endsAt,
              appUrl: deps.appUrl,
            }),
          );
        }
      }
      await notify([referrerId], 'referral.updated', {
        successfulReferrals,
        monthsGranted: grants.length,
      });
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
