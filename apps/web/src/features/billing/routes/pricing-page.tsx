import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Building2, Mail } from 'lucide-react';
import {
  paidPlans,
  premiumFeatureHints,
  premiumFeatures,
  SALES_EMAIL,
  type PaidPlan,
  type Plan,
} from '@cofound/shared/billing/plan';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonStyles } from '../../../components/ui/button-styles';
import { PageHeader } from '../../../components/ui/page-header';
import { authPathWithReturn } from '../../../lib/return-path';
import { useSession } from '../../session/index';
import { useStartCheckout } from '../api/use-start-checkout';
import { PlanCard } from '../components/plan-card';
import { PlanComparison } from '../components/plan-comparison';
import { checkoutFailureMessage } from '../model/checkout-failure';
import { planOffers } from '../model/plan-offers';

const isPaidPlan = (value: unknown): value is PaidPlan =>
  typeof value === 'string' && (paidPlans as readonly string[]).includes(value);

function featureHintOf(state: unknown): string | null {
  const feature =
    typeof state === 'object' && state !== null && 'feature' in state ? state.feature : null;
  return premiumFeatures.find((known) => known === feature)
    ? premiumFeatureHints[feature as (typeof premiumFeatures)[number]]
    : null;
}

/** The plan a visitor chose before signing in: `?plan=` (survives a reload) or navigation state. */
function chosenPlanOf(search: URLSearchParams, state: unknown): PaidPlan | null {
  const fromQuery = search.get('plan');
  if (isPaidPlan(fromQuery)) return fromQuery;
  const fromState =
    typeof state === 'object' && state !== null && 'plan' in state ? state.plan : null;
  return isPaidPlan(fromState) ? fromState : null;
}

export function PricingPage() {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const checkout = useStartCheckout();
  const current: Plan | null = user?.plan ?? null;
  const hint = featureHintOf(location.state);
  const chosen = chosenPlanOf(search, location.state);
  const resumed = useRef(false);

  const choose = (plan: PaidPlan) => {
    if (!user) {
      const from = `/pricing?plan=${plan}`;
      void navigate(authPathWithReturn('/signin', from), { state: { from, plan } });
      return;
    }
    checkout.mutate(plan, { onSuccess: ({ url }) => window.location.assign(url) });
  };

  // Back from signing in with a plan chosen: carry on to its checkout, once.
  useEffect(() => {
    if (isLoading || !user || !chosen || resumed.current) return;
    resumed.current = true;
    setSearch({}, { replace: true });
    if (user.plan === 'free') choose(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, when the session is known
  }, [isLoading, user, chosen]);

  return (
    <div>
      <PageHeader
        title="Pricing"
        description="Start free. Upgrade when you are ready to reach more co-founders and use every template and tool."
        actions={
          user && (
            <Link to="/billing" className={buttonStyles({ variant: 'secondary' })}>
              Billing and payments
            </Link>
          )
        }
      />
      {hint && (
        <Alert tone="info" className="mb-6">
          {hint}
        </Alert>
      )}
      {checkout.isError && (
        <Alert className="mb-6">
          {checkoutFailureMessage(checkout.error)}{' '}
          {current !== 'free' && current !== null && (
            <Link to="/billing" className="font-semibold underline">
              Go to billing
            </Link>
          )}
        </Alert>
      )}
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {planOffers.map((offer) => {
          const isCurrent = current === offer.plan;
          const paid = isPaidPlan(offer.plan) ? offer.plan : null;
          const starting = checkout.isPending && checkout.variables === paid;
          return (
            <PlanCard
              key={offer.plan}
              name={offer.name}
              priceCents={offer.priceCents}
              tagline={offer.tagline}
              highlights={offer.highlights}
              current={isCurrent}
              featured={offer.plan === 'pro'}
              action={
                isCurrent && paid ? (
                  <Link
                    to="/billing"
                    className={buttonStyles({ variant: 'secondary', className: 'w-full' })}
                  >
                    Manage billing
                  </Link>
                ) : paid ? (
                  <Button
                    className="w-full"
                    variant={offer.plan === 'pro' ? 'primary' : 'secondary'}
                    loading={starting}
                    disabled={checkout.isPending || (current !== null && current !== 'free')}
                    onClick={() => choose(paid)}
                  >
                    {starting ? 'Starting checkout…' : `Upgrade to ${offer.name}`}
                  </Button>
                ) : (
                  <p className="text-center text-sm text-slate-600">
                    {isCurrent ? 'Free forever' : 'Included with every account'}
                  </p>
                )
              }
            />
          );
        })}
        <PlanCard
          name="Enterprise"
          priceCents={null}
          tagline="Accelerators, universities and investor networks bringing their founders."
          highlights={[
            'Everything in Business for your whole cohort',
            'Your members imported in bulk',
            'Billing by invoice',
          ]}
          action={
            <a
              href={`mailto:${SALES_EMAIL}?subject=${encodeURIComponent('Cofound Enterprise')}`}
              className={buttonStyles({ variant: 'secondary', className: 'w-full' })}
            >
              <Mail aria-hidden="true" className="size-4" />
              Contact Sales
            </a>
          }
        />
      </div>
      <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
        <Building2 aria-hidden="true" className="size-4" />
        Prices in US dollars, billed monthly. Cancel any time; you keep your plan until the end of
        the paid month.
      </p>
      <PlanComparison current={current} />
    </div>
  );
}
