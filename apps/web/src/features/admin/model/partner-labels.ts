import type { PartnerStatus } from '@cofound/shared/partners/partners.schemas';
import type { Tone } from '../../../components/ui/tone-badge';

/** A partner's status badge: green while active, amber while pending, red once inactive. */
export const partnerStatusTones: Record<PartnerStatus, Tone> = {
  active: 'green',
  pending: 'yellow',
  inactive: 'red',
};
