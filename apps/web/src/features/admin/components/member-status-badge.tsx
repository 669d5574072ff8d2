import type { MemberStatus } from '@cofound/shared/admin/member-status';
import { ToneBadge } from '../../../components/ui/tone-badge';
import { memberStatusLabels, memberStatusTones } from '../model/member-labels';

/** A member's status in words, coloured green, amber or red. */
export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return (
    <ToneBadge tone={memberStatusTones[status]} className="text-xs">
      {memberStatusLabels[status]}
    </ToneBadge>
  );
}
