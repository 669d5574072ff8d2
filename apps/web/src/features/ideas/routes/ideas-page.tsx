import { useCallback, useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { Button } from '../../../components/ui/button';
import { FilteredListLayout } from '../../../components/ui/filtered-list-layout';
import { PageHeader } from '../../../components/ui/page-header';
import { usePagedItems } from '../../../lib/use-paged-items';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useSession } from '../../session/index';
import { useIdeasPages } from '../api/use-ideas-pages';
import { DeleteIdeaButton } from '../components/delete-idea-button';
import { IdeaCard } from '../components/idea-card';
import { IdeaCommentsDialog } from '../components/idea-comments-dialog';
import { IdeaFilterPanel } from '../components/idea-filter-panel';
import { IdeaFormDialog } from '../components/idea-form-dialog';
import { IdeasResults } from '../components/ideas-results';
import { IdeasToolbar } from '../components/ideas-toolbar';
import {
  clearedIdeaFilters,
  ideaFiltersFromSearch,
  isIdeasFiltered,
  searchFromIdeaFilters,
} from '../model/idea-filters';
import { useIdeaSignIn } from '../model/use-idea-sign-in';
import { useLikeAction } from '../model/use-like-action';
import { useResumeIdeaIntent } from '../model/use-resume-idea-intent';

type OpenDialog = { kind: 'comments'; ideaId: string } | { kind: 'form'; idea?: Idea } | null;

/** /ideas: the ideas board (docs/product.md#ideas). Every filter lives in the URL. */
export function IdeasPage() {
  const { filters, update, clear } = useUrlFilters({
    fromSearch: ideaFiltersFromSearch,
    toSearch: searchFromIdeaFilters,
    cleared: clearedIdeaFilters,
  });
  const session = useSession();
  const signIn = useIdeaSignIn();
  const { likeOrUnlike, isBusy } = useLikeAction();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = useCallback(() => setDialog(null), []);

  useResumeIdeaIntent({
    openComments: (ideaId) => setDialog({ kind: 'comments', ideaId }),
    openShareForm: () => setDialog({ kind: 'form' }),
  });

  const pages = useIdeasPages(filters, session.user?.id ?? null, !session.isLoading);
  const { items, paging } = usePagedItems(pages);

  const share = () => (session.user ? setDialog({ kind: 'form' }) : signIn({ action: 'share' }));
  const commentsOf = dialog?.kind === 'comments' ? dialog.ideaId : null;

  return (
    <>
      <PageHeader
        title="Ideas"
        description="Share a startup idea, see what other founders want to build, and like or comment on the ones you care about."
        actions={
          <Button onClick={share} disabled={session.isLoading}>
            <Plus aria-hidden="true" className="size-4" />
            Share Idea
          </Button>
        }
      />
      <FilteredListLayout
        toolbar={<IdeasToolbar filters={filters} onChange={update} />}
        filterPanel={<IdeaFilterPanel filters={filters} onChange={update} onClear={clear} />}
      >
        <IdeasResults
          items={items}
          {...paging}
          isPending={session.isLoading || pages.isPending}
          filtered={isIdeasFiltered(filters)}
          onClearFilters={clear}
          renderCard={(idea) => (
            <IdeaCard
              idea={idea}
              likeBusy={isBusy(idea.id)}
              onLike={() => likeOrUnlike(idea)}
              onOpenComments={() => setDialog({ kind: 'comments', ideaId: idea.id })}
              manage={
                (idea.viewerIsAuthor || idea.viewerCanDelete) && (
                  <>
                    {idea.viewerIsAuthor && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Edit ${idea.title}`}
                        onClick={() => setDialog({ kind: 'form', idea })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        Edit
                      </Button>
                    )}
                    {idea.viewerCanDelete && <DeleteIdeaButton idea={idea} />}
                  </>
                )
              }
            />
          )}
        />
      </FilteredListLayout>
      {commentsOf && (
        <IdeaCommentsDialog
          ideaId={commentsOf}
          title={items.find((idea) => idea.id === commentsOf)?.title}
          onClose={close}
        />
      )}
      {dialog?.kind === 'form' && <IdeaFormDialog idea={dialog.idea} onClose={close} />}
    </>
  );
}
