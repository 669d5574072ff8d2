import { partnerStatusLabels, type PartnerStatus } from '@cofound/shared/partners/partners.schemas';
import { ToneBadge } from '../../../components/ui/tone-badge';
import { partnerStatusTones } from '../model/partner-labels';

/** A partner's status in words, coloured green, amber or red. */
export function PartnerStatusBadge({ status }: { status: PartnerStatus }) {
  return (
    <ToneBadge tone={partnerStatusTones[status]} className="text-xs">
      {partnerStatusLabels[status]}
    </ToneBadge>
  );
}
