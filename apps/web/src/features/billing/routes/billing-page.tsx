import { billingMessages } from '@cofound/shared/billing/billing.schemas';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { useBillingSummary } from '../api/use-billing-summary';
import { SubscriptionPanel } from '../components/subscription-panel';
import { TransactionsList } from '../components/transactions-list';

/** The member's plan, renewal and payments. */
export function BillingPage() {
  const summary = useBillingSummary();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Billing" description="Your plan, its renewal and your payments." />
      <QueryState
        query={summary}
        loading={{ label: 'Loading your plan…', rowClassName: 'h-48' }}
        errorMessage={billingMessages.loadFailed}
      >
        {(data) => <SubscriptionPanel summary={data} />}
      </QueryState>
      <section aria-labelledby="payments" className="mt-10">
        <h2 id="payments" className="mb-4 text-xl font-semibold text-slate-900">
          Payments
        </h2>
        <TransactionsList />
      </section>
    </div>
  );
}
