import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pencil, Plus } from 'lucide-react';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
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
  type IdeaFilters,
} from '../model/idea-filters';
import { useIdeaSignIn } from '../model/use-idea-sign-in';
import { useLikeAction } from '../model/use-like-action';
import { useResumeIdeaIntent } from '../model/use-resume-idea-intent';

type OpenDialog = { kind: 'comments'; ideaId: string } | { kind: 'form'; idea?: Idea } | null;

/** /ideas: the ideas board (docs/product.md#ideas). Every filter lives in the URL. */
export function IdeasPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => ideaFiltersFromSearch(searchParams), [searchParams]);
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
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);

  // The filters last asked for: a navigation renders a moment after the URL changes, so a second
  // change made before that render builds on the first one instead of on what is on screen.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  const update = useCallback(
    (changed: Partial<IdeaFilters>, replace = false) => {
      const next = { ...latest.current, ...changed };
      latest.current = next;
      setSearchParams(searchFromIdeaFilters(next), { replace, preventScrollReset: true });
    },
    [setSearchParams],
  );
  const clear = useCallback(() => update(clearedIdeaFilters(latest.current)), [update]);

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
      <div className="space-y-6">
        <IdeasToolbar filters={filters} onChange={update} />
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
          <IdeaFilterPanel filters={filters} onChange={update} onClear={clear} />
          <section aria-label="Results">
            <IdeasResults
              items={items}
              isPending={session.isLoading || pages.isPending}
              isError={pages.isError}
              hasNextPage={pages.hasNextPage}
              isFetchingNextPage={pages.isFetchingNextPage}
              isFetchNextPageError={pages.isFetchNextPageError}
              filtered={isIdeasFiltered(filters)}
              onRetry={() => void pages.refetch()}
              onLoadMore={() => void pages.fetchNextPage()}
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
          </section>
        </div>
      </div>
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
