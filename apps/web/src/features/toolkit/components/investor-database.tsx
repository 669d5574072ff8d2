import { ExternalLink, Landmark } from 'lucide-react';
import { partnersMessages } from '@cofound/shared/partners/partners.schemas';
import type { Investor } from '@cofound/shared/partners/partners.schemas';
import { toolkitMessages } from '@cofound/shared/toolkit/toolkit.messages';
import { surfaceStyles } from '../../../components/ui/card';
import { PagedResults } from '../../../components/ui/paged-results';
import { Skeleton } from '../../../components/ui/skeleton';
import { pluralize } from '../../../lib/plural';
import { usePagedItems } from '../../../lib/use-paged-items';
import { useInvestorsPages } from '../api/use-investors-pages';

function InvestorCard({ investor }: { investor: Investor }) {
  return (
    <article className={surfaceStyles('compact', 'flex h-full flex-col gap-2')}>
      <h2 className="text-base font-semibold break-words text-slate-900">{investor.name}</h2>
      <a
        href={`https://${investor.domain}`}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 text-sm font-medium break-all text-brand-700 hover:underline"
      >
        {investor.domain}
        <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      <p className="text-sm text-slate-600">
        {`${pluralize(investor.memberCount, { one: 'founder', other: 'founders' })} on Cofound`}
      </p>
    </article>
  );
}

function InvestorSkeleton() {
  return <Skeleton className="h-28 rounded-2xl" />;
}

/** The partner investors the Cofound team works with, by name; none is ever made up. */
export function InvestorDatabase() {
  const pages = useInvestorsPages();
  const { items, paging } = usePagedItems(pages);
  return (
    <PagedResults
      {...paging}
      items={items}
      isPending={pages.isPending}
      filtered={false}
      onClearFilters={() => {}}
      keyOf={(investor) => investor.id}
      renderItem={(investor) => <InvestorCard investor={investor} />}
      label="Partner investors"
      noun={{ one: 'investor', other: 'investors' }}
      loadingLabel="Loading investors…"
      Placeholder={InvestorSkeleton}
      placeholders={3}
      gridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      loadFailedMessage={partnersMessages.investorsFailed}
      emptyIcon={Landmark}
      emptyTitle={toolkitMessages.noInvestors}
      emptyHint={toolkitMessages.noInvestorsHint}
    />
  );
}
