import { Receipt } from 'lucide-react';
import { planLabels } from '@cofound/shared/billing/plan';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, LoadingRows } from '../../../components/ui/query-state';
import { useTransactions } from '../api/use-transactions';
import { formatBillingDate, formatMoney } from '../model/money';

/** The member's payments, newest first; a free month earned by referrals shows at $0.00. */
export function TransactionsList() {
  const query = useTransactions();
  if (query.isPending) return <LoadingRows label="Loading your payments…" rows={3} />;
  if (query.isError) {
    return (
      <LoadError message="Failed to load your payments" onRetry={() => void query.refetch()} />
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Receipt}
        title="No payments yet"
        description="Your monthly payments show here once you subscribe."
      />
    );
  }
  return (
    <div>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Date
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Plan
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((item) => (
              <tr key={item.id}>
                <td className="px-4 py-3 text-slate-800">{formatBillingDate(item.createdAt)}</td>
                <td className="px-4 py-3 text-slate-800">
                  {planLabels[item.plan]}
                  {item.kind === 'referral_reward' && (
                    <span className="block text-xs text-slate-600">Referral reward</span>
                  )}
                </td>
                <td className="px-4 py-3 text-right font-medium text-slate-900">
                  {formatMoney(item.amountCents, item.currency, item.kind === 'referral_reward')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {query.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Show older payments
          </Button>
        </div>
      )}
    </div>
  );
}
