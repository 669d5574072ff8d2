import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pencil, Plus } from 'lucide-react';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { Button } from '../../../components/ui/button';
import { FilteredListLayout } from '../../../components/ui/filtered-list-layout';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-error';
import { usePagedItems } from '../../../lib/use-paged-items';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useSession } from '../../session/index';
import { useIdea } from '../api/use-idea';
import { useIdeasPages } from '../api/use-ideas-pages';
import { AuthorInterest } from '../components/author-interest';
import { DeleteIdeaButton } from '../components/delete-idea-button';
import { IdeaCard } from '../components/idea-card';
import { IdeaCommentsDialog } from '../components/idea-comments-dialog';
import { IdeaFilterPanel } from '../components/idea-filter-panel';
import { IdeaFormDialog } from '../components/idea-form-dialog';
import { IdeasResults } from '../components/ideas-results';
import { IdeasToolbar } from '../components/ideas-toolbar';
import { InterestButton } from '../components/interest-button';
import { InterestedMembersDialog } from '../components/interested-members-dialog';
import { ReportContentButton } from '../components/report-content-button';
import {
  clearedIdeaFilters,
  ideaFiltersFromSearch,
  isIdeasFiltered,
  searchFromIdeaFilters,
} from '../model/idea-filters';
import { useIdeaSignIn } from '../model/use-idea-sign-in';
import { useInterestAction } from '../model/use-interest-action';
import { useLikeAction } from '../model/use-like-action';
import { useResumeIdeaIntent } from '../model/use-resume-idea-intent';

type OpenDialog =
  | { kind: 'comments'; ideaId: string }
  | { kind: 'form'; idea?: Idea }
  | { kind: 'interested'; idea: Idea }
  | null;

/** `?comments=<ideaId>`: a link (a reply notice) straight to an idea's comments. */
const COMMENTS_PARAM = 'comments';

/** /ideas: the ideas board (docs/product.md#ideas). Every filter lives in the URL. */
export function IdeasPage() {
  const { filters, update, clear } = useUrlFilters({
    fromSearch: ideaFiltersFromSearch,
    toSearch: searchFromIdeaFilters,
    cleared: clearedIdeaFilters,
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const session = useSession();
  const signIn = useIdeaSignIn();
  const { likeOrUnlike, isBusy } = useLikeAction();
  const interest = useInterestAction();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = useCallback(() => setDialog(null), []);

  useResumeIdeaIntent({
    openComments: (ideaId) => setDialog({ kind: 'comments', ideaId }),
    openShareForm: () => setDialog({ kind: 'form' }),
  });

  const pages = useIdeasPages(filters, session.user?.id ?? null, !session.isLoading);
  const { items, paging } = usePagedItems(pages);

  // A linked idea that is not on the loaded page is read on its own, once the page is there.
  const linkedId = searchParams.get(COMMENTS_PARAM);
  const linkedOnPage = linkedId ? items.find((idea) => idea.id === linkedId) : undefined;
  const linked = useIdea(
    linkedId && !linkedOnPage && !session.isLoading && !pages.isPending ? linkedId : null,
  );
  const linkedGone =
    linked.isError &&
    isApiError(linked.error) &&
    (linked.error.status === 404 || linked.error.status === 400);
  const dropLink = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(COMMENTS_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  useEffect(() => {
    if (!linkedGone) return;
    toast.error(ideaMessages.notFound, { id: 'linked-idea-not-found' });
    dropLink();
  }, [linkedGone, dropLink]);

  // Opened from the link once the idea is known (another failure: the dialog says it itself).
  const linkedReady =
    linkedOnPage !== undefined || linked.isSuccess || (linked.isError && !linkedGone);
  const commentsOf =
    linkedId && linkedReady ? linkedId : dialog?.kind === 'comments' ? dialog.ideaId : null;
  const closeComments = useCallback(() => {
    setDialog(null);
    if (linkedId) dropLink();
  }, [linkedId, dropLink]);

  const share = () => (session.user ? setDialog({ kind: 'form' }) : signIn({ action: 'share' }));

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
              interest={
                idea.viewerIsAuthor ? (
                  <AuthorInterest
                    idea={idea}
                    onOpenInterested={() => setDialog({ kind: 'interested', idea })}
                  />
                ) : (
                  <InterestButton
                    idea={idea}
                    busy={interest.isBusy(idea.id)}
                    onToggle={() => interest.toggleInterest(idea)}
                  />
                )
              }
              report={
                session.user &&
                !idea.viewerIsAuthor && (
                  <ReportContentButton
                    label={`Report ${idea.title}`}
                    author={idea.author}
                    content={{ kind: 'idea', id: idea.id }}
                  />
                )
              }
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
          title={
            items.find((idea) => idea.id === commentsOf)?.title ??
            (linked.data?.id === commentsOf ? linked.data.title : undefined)
          }
          onClose={closeComments}
        />
      )}
      {dialog?.kind === 'form' && <IdeaFormDialog idea={dialog.idea} onClose={close} />}
      {dialog?.kind === 'interested' && (
        <InterestedMembersDialog idea={dialog.idea} onClose={close} />
      )}
    </>
  );
}
