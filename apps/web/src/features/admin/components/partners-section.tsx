import { Handshake } from 'lucide-react';
import { partnersMessages as m, type Partner } from '@cofound/shared/partners/partners.schemas';
import { PagedResults } from '../../../components/ui/paged-results';
import { ResponsiveRowSkeleton } from '../../../components/ui/responsive-table';
import type { PagingProps } from '../../../lib/use-paged-items';
import { PartnersTable } from './partners-table';

type PartnersSectionProps = PagingProps & { items: Partner[]; isPending: boolean };

const renderTable = (partners: Partner[]) => <PartnersTable partners={partners} />;

/** Every partner, newest first, 25 at a time. */
export function PartnersSection(props: PartnersSectionProps) {
  return (
    <section aria-labelledby="partners-heading" className="space-y-4">
      <h2 id="partners-heading" className="text-xl font-semibold text-slate-900">
        All partners
      </h2>
      <PagedResults
        {...props}
        filtered={false}
        onClearFilters={() => {}}
        renderItems={renderTable}
        noun={{ one: 'partner', other: 'partners' }}
        loadingLabel="Loading partners…"
        Placeholder={ResponsiveRowSkeleton}
        placeholders={3}
        gridClassName="space-y-2"
        loadFailedMessage={m.loadFailed}
        emptyIcon={Handshake}
        emptyTitle="No partners yet"
        emptyHint="Create a partner, then import its members from a CSV file."
      />
    </section>
  );
}
