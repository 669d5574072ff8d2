import { planLabels } from '@cofound/shared/billing/plan';
import type { AdminMemberDetail } from '@cofound/shared/admin/admin-members.schemas';
import { formatMoney } from '../../billing/index';
import { formatDay } from '../../../lib/dates';
import { labelOf, transactionKindLabels } from '../model/member-labels';
import { DetailSection } from './detail-section';

/** The member's payments and free months, newest first. */
export function MemberTransactionsSection({
  transactions,
}: {
  transactions: AdminMemberDetail['transactions'];
}) {
  return (
    <DetailSection title="Transactions">
      {transactions.length === 0 ? (
        <p className="text-sm text-slate-600">No payments yet.</p>
      ) : (
        <ul aria-label="Transactions" className="divide-y divide-slate-100">
          {transactions.map((item) => (
            <li
              key={item.id}
              className="flex items-start justify-between gap-3 py-3 text-sm first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {labelOf(planLabels, item.plan)} · {labelOf(transactionKindLabels, item.kind)}
                </p>
                <p className="text-slate-600">{formatDay(item.createdAt)}</p>
              </div>
              <p className="shrink-0 font-semibold text-slate-900 tabular-nums">
                {formatMoney(item.amountCents, item.currency, item.kind === 'referral_reward')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
