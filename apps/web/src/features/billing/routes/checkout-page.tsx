import { Link, useNavigate, useParams } from 'react-router';
import { CreditCard, FlaskConical } from 'lucide-react';
import { planLabels } from '@cofound/shared/billing/plan';
import { testCards } from '@cofound/shared/billing/test-cards';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { TextLink } from '../../../components/ui/text-link';
import { useCheckout } from '../api/use-checkout';
import { CardForm } from '../components/card-form';
import { formatMoney } from '../model/money';

const testCardNotes: Record<string, string> = {
  succeeded: 'pays',
  declined: 'is declined',
  insufficient_funds: 'has insufficient funds',
};

const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * Cofound's own test checkout (when no payment provider is configured): a card page that takes
 * the standard test cards. Paying sends the same signed events a provider would.
 */
export function CheckoutPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useCheckout(id);

  return (
    <div className="mx-auto max-w-4xl">
      <title>Checkout · Cofound</title>
      <QueryState
        query={query}
        loading={{ label: 'Loading your checkout…', rows: 2, rowClassName: 'h-40' }}
        errorMessage="Failed to load this checkout"
      >
        {(checkout) => (
          <div className="grid gap-8 md:grid-cols-2">
            <section aria-labelledby="order-summary" className="space-y-4">
              <h1 id="order-summary" className="text-2xl font-bold text-slate-900">
                Subscribe to Cofound {planLabels[checkout.plan]}
              </h1>
              <p className="text-4xl font-bold tracking-tight text-slate-900">
                {formatMoney(checkout.amountCents)}
                <span className="ml-1 text-base font-normal text-slate-600">per month</span>
              </p>
              <p className="text-sm text-slate-600">
                Renews monthly until you cancel. Cancel any time from your billing page; you keep
                the plan until the end of the paid month.
              </p>
              <Card padding="compact" className="border-amber-200 bg-amber-50">
                <p className="flex items-center gap-2 text-sm font-semibold text-amber-900">
                  <FlaskConical aria-hidden="true" className="size-4" />
                  Test checkout: no real card is charged
                </p>
                <ul className="mt-2 space-y-1 text-sm text-amber-900">
                  {Object.entries(testCards).map(([number, outcome]) => (
                    <li key={number}>
                      <span className="font-mono">{grouped(number)}</span> {testCardNotes[outcome]}
                    </li>
                  ))}
                  <li>Any future expiry date and any 3-digit CVC.</li>
                </ul>
              </Card>
            </section>
            <section aria-label="Payment" className="space-y-4">
              <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <CreditCard aria-hidden="true" className="size-5" />
                Pay with card
              </h2>
              {checkout.status === 'open' ? (
                <CardForm
                  checkout={checkout}
                  onPaid={() =>
                    void navigate(`/dashboard?subscription=success&session_id=${checkout.id}`)
                  }
                />
              ) : checkout.status === 'complete' ? (
                <Alert tone="success">
                  This checkout is paid. <TextLink to="/billing">See your billing</TextLink>
                </Alert>
              ) : (
                <Alert>
                  This checkout has expired. <TextLink to="/pricing">Choose a plan again</TextLink>
                </Alert>
              )}
              <p className="text-center text-sm">
                <Link to="/pricing" className="text-slate-600 underline hover:text-slate-900">
                  Cancel and return to pricing
                </Link>
              </p>
            </section>
          </div>
        )}
      </QueryState>
    </div>
  );
}
