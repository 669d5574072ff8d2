import { useState } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { billingMessages, type BillingSummary } from '@cofound/shared/billing/billing.schemas';
import {
  FREE_CONNECTION_REQUESTS_PER_MONTH,
  planLabels,
  planMonthlyPriceCents,
} from '@cofound/shared/billing/plan';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { isApiError } from '../../../lib/api-error';
import { useBillingPortal } from '../api/use-billing-portal';
import { useSetRenewal } from '../api/use-set-renewal';
import { formatBillingDate, formatMoney } from '../model/money';

function failureText(error: unknown): string {
  return isApiError(error) && error.code !== 'INTERNAL'
    ? error.message
    : billingMessages.processFailed;
}

/** The member's plan, its renewal, and what they can change about it. */
export function SubscriptionPanel({ summary }: { summary: BillingSummary }) {
  const renewal = useSetRenewal();
  const portal = useBillingPortal();
  const [confirming, setConfirming] = useState(false);
  const { subscription } = summary;
  const live = subscription && subscription.status !== 'canceled' ? subscription : null;
  const paidUntil = summary.premiumUntil ? formatBillingDate(summary.premiumUntil) : null;

  return (
    <Card>
      <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Current plan</h2>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-bold text-slate-900">{planLabels[summary.plan]}</span>
        <span className="text-slate-600">
          {formatMoney(planMonthlyPriceCents[summary.plan])}/month
        </span>
      </p>

      <div className="mt-4 space-y-2 text-sm text-slate-700">
        {summary.plan === 'free' && (
          <p>
            {FREE_CONNECTION_REQUESTS_PER_MONTH} connection requests a month, the equal-split
            agreement and the basic tools.
            {subscription?.status === 'canceled' && subscription.paidThrough && (
              <> Your {planLabels[subscription.plan]} subscription has ended.</>
            )}
          </p>
        )}
        {live && paidUntil && !live.cancelAtPeriodEnd && live.status === 'active' && (
          <p>
            Renews on <strong>{paidUntil}</strong> for{' '}
            {formatMoney(planMonthlyPriceCents[live.plan])}.
          </p>
        )}
        {live && paidUntil && live.cancelAtPeriodEnd && (
          <p>
            Cancelled: your plan stays active until <strong>{paidUntil}</strong> and will not renew.
          </p>
        )}
        {live && live.status === 'past_due' && (
          <Alert>
            Your last renewal payment failed. Your plan stays active until{' '}
            {paidUntil ?? 'the end of the paid month'}; after that you are on the Free plan unless
            the payment goes through.
          </Alert>
        )}
        {summary.plan !== 'free' && !live && paidUntil && (
          <p>
            Your plan is active until <strong>{paidUntil}</strong>.
          </p>
        )}
      </div>

      {(renewal.isError || portal.isError) && (
        <Alert className="mt-4">{failureText(renewal.error ?? portal.error)}</Alert>
      )}

      <div className="mt-6 flex flex-wrap gap-2">
        {summary.plan === 'free' && (
          <Link to="/pricing" className={buttonStyles()}>
            See plans
          </Link>
        )}
        {live && !live.cancelAtPeriodEnd && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Cancel subscription
          </Button>
        )}
        {live && live.cancelAtPeriodEnd && (
          <Button loading={renewal.isPending} onClick={() => renewal.mutate(false)}>
            Keep my plan
          </Button>
        )}
        {summary.portal && (
          <Button variant="secondary" loading={portal.isPending} onClick={() => portal.mutate()}>
            <ExternalLink aria-hidden="true" className="size-4" />
            Manage payment details
          </Button>
        )}
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel your subscription?"
        description={`You keep ${planLabels[summary.plan]} until ${paidUntil ?? 'the end of the paid month'}; then you move to the Free plan. Nothing more is charged.`}
        confirmLabel="Cancel subscription"
        pending={renewal.isPending}
        onConfirm={() => renewal.mutate(true, { onSettled: () => setConfirming(false) })}
      />
    </Card>
  );
}
