import type { ReactNode } from 'react';
import { partnerTypeLabels, type Partner } from '@cofound/shared/partners/partners.schemas';
import { Skeleton } from '../../../components/ui/skeleton';
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

// A table from 1024 px, a card per partner below it (each value with its own label).
const cellStyles =
  'flex min-w-0 items-center justify-between gap-3 py-1 lg:table-cell lg:px-4 lg:py-3 lg:align-middle';

/** The partners on the loaded pages, with their figures and a status choice each. */
export function PartnersTable({ partners }: { partners: Partner[] }) {
  return (
    <div className="lg:overflow-x-auto lg:rounded-2xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm">
      <table role="table" className="block w-full text-left text-sm lg:table">
        <caption className="sr-only">Partners</caption>
        <thead role="rowgroup" className="hidden bg-slate-50 text-slate-700 lg:table-header-group">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className="px-4 py-3 font-semibold whitespace-nowrap"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className="block space-y-3 lg:table-row-group lg:space-y-0 lg:divide-y lg:divide-slate-100"
        >
          {partners.map((partner) => (
            <PartnerRow key={partner.id} partner={partner} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PartnerRow({ partner }: { partner: Partner }) {
  return (
    <tr
      role="row"
      className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:table-row lg:rounded-none lg:border-0 lg:p-0 lg:shadow-none"
    >
      <th
        role="rowheader"
        scope="row"
        className="block pb-2 font-semibold break-words text-slate-900 lg:table-cell lg:px-4 lg:py-3"
      >
        {partner.name}
      </th>
      <Cell label="Type">{partnerTypeLabels[partner.type]}</Cell>
      <Cell label="Domain">
        <span className="break-all">{partner.domain}</span>
      </Cell>
      <Cell label="Status">
        <PartnerStatusBadge status={partner.status} />
      </Cell>
      <Cell label="Share">{`${partner.revenueShare}%`}</Cell>
      <Cell label="Members">{numbers.format(partner.memberCount)}</Cell>
      <Cell label="Revenue">{formatMoney(partner.revenueCents, 'usd', true)}</Cell>
      <td role="cell" className="block pt-3 lg:table-cell lg:px-4 lg:py-3">
        <PartnerStatusSelect partner={partner} />
      </td>
    </tr>
  );
}

/** A value with its column's name beside it on phones (the table's headers say it on desktop). */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td role="cell" className={cellStyles}>
      <span className="shrink-0 text-slate-600 lg:hidden">{label}</span>
      <span className="min-w-0 text-right text-slate-800 lg:text-left">{children}</span>
    </td>
  );
}

/** A row's placeholder while the first page loads. */
export function PartnerRowSkeleton() {
  return <Skeleton className="h-16 rounded-xl" />;
}
