import { useId } from 'react';
import { Check, Copy, Share2 } from 'lucide-react';
import { nextRewardLine } from '@cofound/shared/referrals/referral-rewards';
import { referralsMessages, type ReferralStats } from '@cofound/shared/referrals/referrals.schemas';
import { Button } from '../../../components/ui/button';
import { surfaceStyles } from '../../../components/ui/card';
import { controlStyles } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { useReferralStats } from '../api/use-referral-stats';
import { useReferralsLive } from '../api/use-referrals-live';
import { useLinkActions } from '../model/use-link-actions';

const SHARE_TEXT = 'Find your co-founder on Cofound. Sign up with my link:';

function ReferralBody({ stats }: { stats: ReferralStats }) {
  const fieldId = useId();
  const link = `${window.location.origin}${stats.linkPath}`;
  const { copied, error, canShare, copy, share } = useLinkActions(link, SHARE_TEXT);
  const numbers = [
    { label: 'Total', value: stats.totalReferrals },
    { label: 'Successful', value: stats.successfulReferrals },
    { label: 'Rewards earned', value: stats.rewardsEarned },
  ];
  return (
    <>
      <div className="space-y-1.5">
        <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
          Your referral link
        </label>
        <input
          id={fieldId}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className={controlStyles(false, 'font-mono text-sm')}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" className="flex-1" onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        {canShare && (
          <Button variant="secondary" className="flex-1" onClick={() => void share()}>
            <Share2 aria-hidden="true" className="size-4" />
            Share
          </Button>
        )}
      </div>
      <p role="status" className="sr-only">
        {copied ? 'Link copied' : ''}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <dl className="grid grid-cols-3 gap-2">
        {numbers.map(({ label, value }) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs text-slate-700">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">{nextRewardLine(stats.successfulReferrals)}</p>
    </>
  );
}

/**
 * Inviting founders (docs/product.md#referral): the member's link to copy or share, how many
 * signed up and verified, and the free Premium months it earned (one per 3), kept live.
 */
export function ReferralCard({ className }: { className?: string }) {
  const headingId = useId();
  const stats = useReferralStats();
  useReferralsLive();
  return (
    <section aria-labelledby={headingId} className={surfaceStyles('comfortable', className)}>
      <div className="space-y-4">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Invite founders
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Every 3 friends who sign up with your link and verify their email earn you a free
            Premium month.
          </p>
        </div>
        <QueryState
          query={stats}
          loading={{ label: 'Loading your referral stats…', rows: 3, rowClassName: 'h-12' }}
          errorMessage={referralsMessages.loadFailed}
        >
          {(data) => <ReferralBody stats={data} />}
        </QueryState>
      </div>
    </section>
  );
}
