import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PartyPopper } from 'lucide-react';
import { billingMessages } from '@cofound/shared/billing/billing.schemas';
import { planLabels } from '@cofound/shared/billing/plan';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { isCheckoutActivated, useCheckout } from '../api/use-checkout';

/** The spec's pause on the success message before the dashboard takes over. */
export const POST_UPGRADE_REDIRECT_MS = 2000;

function Activation({ checkoutId }: { checkoutId: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const checkout = useCheckout(checkoutId, { untilActive: true });
  const active = isCheckoutActivated(checkout.data);

  useEffect(() => {
    if (!active) return;
    // The plan changed on the server: the session and everything the plan limits read again.
    void client.invalidateQueries();
    const timer = setTimeout(
      () => void navigate('/dashboard', { replace: true }),
      POST_UPGRADE_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [active, client, navigate]);

  if (checkout.isError) {
    return <Alert className="mb-6">{billingMessages.verifyFailed}</Alert>;
  }
  if (checkout.data?.status === 'expired') {
    return <Alert className="mb-6">{billingMessages.checkoutExpired}</Alert>;
  }
  if (active && checkout.data) {
    return (
      <div
        role="status"
        className="mb-6 flex items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
      >
        <PartyPopper aria-hidden="true" className="size-6 shrink-0" />
        <p>
          <span className="font-semibold">Welcome to {planLabels[checkout.data.activePlan]}!</span>{' '}
          Unlimited connection requests, every agreement template and every tool are yours.
        </p>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="mb-6 flex items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-900"
    >
      <Spinner size="sm" />
      <p>
        <span className="font-semibold">Activating your plan…</span> Your payment went through; this
        takes a few seconds.
      </p>
    </div>
  );
}

/**
 * Shown on the dashboard when the checkout sends the member back (`?subscription=success`):
 * waits for the provider's webhook to make the plan active, then clears itself.
 */
export function SubscriptionActivation() {
  const [search] = useSearchParams();
  const checkoutId = search.get('session_id');
  if (search.get('subscription') !== 'success' || !checkoutId) return null;
  return <Activation key={checkoutId} checkoutId={checkoutId} />;
}
