import { useCallback, useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { usePagedItems } from '../../../lib/use-paged-items';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useSession } from '../../session/index';
import { useCirclesPages } from '../api/use-circles-pages';
import { CircleCard } from '../components/circle-card';
import { CircleFormDialog } from '../components/circle-form-dialog';
import { CirclesResults } from '../components/circles-results';
import { CirclesToolbar } from '../components/circles-toolbar';
import { MembershipAction } from '../components/membership-action';
import { ProposalsSection } from '../components/proposals-section';
import {
  circleFiltersFromSearch,
  clearedCircleFilters,
  isCirclesFiltered,
  searchFromCircleFilters,
} from '../model/circle-filters';
import { useCircleSignIn } from '../model/use-circle-sign-in';
import { useMembershipAction } from '../model/use-membership-action';
import { useResumeCircleIntent } from '../model/use-resume-circle-intent';

/** /circles: every active circle, searched and filtered in the URL (docs/product.md#circles). */
export function CirclesPage() {
  const { filters, update, clear } = useUrlFilters({
    fromSearch: circleFiltersFromSearch,
    toSearch: searchFromCircleFilters,
    cleared: clearedCircleFilters,
  });
  const session = useSession();
  const user = session.user;
  const isAdmin = user?.role === 'admin';
  const signIn = useCircleSignIn();
  const membership = useMembershipAction();
  const [formOpen, setFormOpen] = useState(false);
  const closeForm = useCallback(() => setFormOpen(false), []);

  useResumeCircleIntent({ openProposeForm: () => setFormOpen(true) });

  const pages = useCirclesPages(filters, user?.id ?? null, !session.isLoading);
  const { items, paging } = usePagedItems(pages);

  const propose = () => (user ? setFormOpen(true) : signIn({ action: 'propose' }));

  return (
    <>
      <PageHeader
        title="Circles"
        description="Industry circles where founders who work in the same space meet, talk and help each other. Join one to take part in its discussion."
        actions={
          <Button onClick={propose} disabled={session.isLoading}>
            <Plus aria-hidden="true" className="size-4" />
            {isAdmin ? 'Create circle' : 'Propose a circle'}
          </Button>
        }
      />
      {user && <ProposalsSection viewerId={user.id} isAdmin={isAdmin} />}
      <div className="space-y-6">
        <CirclesToolbar filters={filters} onChange={update} showViewSwitch={Boolean(user)} />
        <section aria-label="Results">
          <CirclesResults
            items={items}
            {...paging}
            isPending={session.isLoading || pages.isPending}
            filtered={isCirclesFiltered(filters)}
            onClearFilters={clear}
            renderCard={(circle) => (
              <CircleCard
                circle={circle}
                action={
                  <MembershipAction
                    circle={circle}
                    busy={membership.isBusy(circle.id)}
                    onJoin={() => membership.join(circle)}
                    onLeave={() => membership.leave(circle)}
                  />
                }
              />
            )}
          />
        </section>
      </div>
      {formOpen && <CircleFormDialog isAdmin={isAdmin} onClose={closeForm} />}
    </>
  );
}
