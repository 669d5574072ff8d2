import {
  partnersMessages as m,
  partnerStatuses,
  partnerStatusLabels,
  type Partner,
  type PartnerStatus,
} from '@cofound/shared/partners/partners.schemas';
import { controlStyles } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/api-error';
import { useChangePartnerStatus } from '../api/use-change-partner-status';

/** Changes a partner's status as soon as another one is chosen. */
export function PartnerStatusSelect({
  partner,
}: {
  partner: Pick<Partner, 'id' | 'name' | 'status'>;
}) {
  const change = useChangePartnerStatus(partner.id);
  return (
    <select
      aria-label={`Status of ${partner.name}`}
      className={controlStyles(false, 'w-auto min-w-32 pr-8')}
      value={partner.status}
      disabled={change.isPending}
      onChange={(event) => {
        const status = event.target.value as PartnerStatus;
        change.mutate(status, {
          onSuccess: () =>
            toast.success(`${partner.name} is ${partnerStatusLabels[status].toLowerCase()} now`),
          onError: (error) => toast.error(failureMessage(error, m.statusFailed)),
        });
      }}
    >
      {partnerStatuses.map((status) => (
        <option key={status} value={status}>
          {partnerStatusLabels[status]}
        </option>
      ))}
    </select>
  );
}
