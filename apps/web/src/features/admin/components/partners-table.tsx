import { partnerTypeLabels, type Partner } from '@cofound/shared/partners/partners.schemas';
import {
  ResponsiveActionsCell,
  ResponsiveCell,
  ResponsiveRow,
  ResponsiveTable,
  ResponsiveTitleCell,
} from '../../../components/ui/responsive-table';
import { formatMoney } from '../../billing/index';
import { PartnerStatusBadge } from './partner-status-badge';
import { PartnerStatusSelect } from './partner-status-select';

const columns = [
  'Partner',
  'Type',
  'Domain',
  'Status',
  'Share',
  'Members',
  'Revenue',
  'Change status',
];
const numbers = new Intl.NumberFormat('en-US');

/** The partners on the loaded pages, with their figures and a status choice each. */
export function PartnersTable({ partners }: { partners: Partner[] }) {
  return (
    <ResponsiveTable caption="Partners" columns={columns}>
      {partners.map((partner) => (
        <PartnerRow key={partner.id} partner={partner} />
      ))}
    </ResponsiveTable>
  );
}

function PartnerRow({ partner }: { partner: Partner }) {
  return (
    <ResponsiveRow>
      <ResponsiveTitleCell rowHeader className="block font-semibold break-words text-slate-900">
        {partner.name}
      </ResponsiveTitleCell>
      <ResponsiveCell label="Type">{partnerTypeLabels[partner.type]}</ResponsiveCell>
      <ResponsiveCell label="Domain">
        <span className="break-all">{partner.domain}</span>
      </ResponsiveCell>
      <ResponsiveCell label="Status">
        <PartnerStatusBadge status={partner.status} />
      </ResponsiveCell>
      <ResponsiveCell label="Share">{`${partner.revenueShare}%`}</ResponsiveCell>
      <ResponsiveCell label="Members">{numbers.format(partner.memberCount)}</ResponsiveCell>
      <ResponsiveCell label="Revenue">
        {formatMoney(partner.revenueCents, 'usd', true)}
      </ResponsiveCell>
      <ResponsiveActionsCell>
        <PartnerStatusSelect partner={partner} />
      </ResponsiveActionsCell>
    </ResponsiveRow>
  );
}
