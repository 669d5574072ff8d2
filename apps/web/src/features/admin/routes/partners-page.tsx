import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { usePagedItems } from '../../../lib/use-paged-items';
import { usePartnersPages } from '../api/use-partners-pages';
import { PartnerCreateDialog } from '../components/partner-create-dialog';
import { PartnerImportSection } from '../components/partner-import-section';
import { PartnersSection } from '../components/partners-section';

/**
 * /admin/partners: the accelerators, investors and universities Cofound works with, each with
 * its members and revenue share; a new partner; and the import of a partner's members.
 */
export function PartnersPage() {
  const pages = usePartnersPages();
  const { items, paging } = usePagedItems(pages);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Partners"
        description="Create partners such as accelerators, investors and universities, and import their members from a CSV file."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            New partner
          </Button>
        }
      />
      <div className="space-y-10">
        <PartnersSection items={items} isPending={pages.isPending} {...paging} />
        <PartnerImportSection partners={items} />
      </div>
      {creating && <PartnerCreateDialog onClose={() => setCreating(false)} />}
    </>
  );
}
