import { useId, useRef } from 'react';
import { Bookmark, Heart, Trash2, X } from 'lucide-react';
import { matchingMessages, type SavedProfile } from '@cofound/shared/matching/matching.schemas';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { useSavedProfiles } from '../api/use-saved-profiles';
import { matchErrorMessage } from '../model/match-error';
import { useSavedActions, type SavedAction } from '../model/use-saved-actions';
import { MatchDialog } from './match-dialog';
import { ScoreBadge } from '../../../components/member/score-badge';
import { LoadError, LoadingRows } from '../../../components/ui/query-state';
import { surfaceStyles } from '../../../components/ui/card';
import { HeadingLink } from '../../../components/ui/text-link';
import { useFirstDrawPending } from '../../../lib/use-first-draw-pending';

const LOAD_FAILED = 'Failed to load saved profiles. Please try again.';

type SavedItemProps = {
  profile: SavedProfile;
  pending: SavedAction | null;
  blocked: boolean;
  onAction: (action: SavedAction) => void;
};

function SavedItem({ profile, pending, blocked, onAction }: SavedItemProps) {
  const button = (
    action: SavedAction,
    label: string,
    Icon: typeof Heart,
    variant: 'primary' | 'secondary' | 'ghost',
  ) => (
    <Button
      size="sm"
      variant={variant}
      loading={pending === action}
      disabled={blocked}
      aria-label={`${label} ${profile.name}`}
      onClick={() => onAction(action)}
    >
      {pending !== action && <Icon aria-hidden="true" className="size-4" />}
      {label}
    </Button>
  );
  return (
    <li className={surfaceStyles('compact')}>
      <div className="flex items-start gap-3">
        <MemberAvatar name={profile.name} imageUrl={profile.imageUrl} size="md" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-slate-900">
            <HeadingLink to={`/profile/${profile.id}`}>{profile.name}</HeadingLink>
          </h3>
          {profile.title && <p className="text-sm text-slate-700">{profile.title}</p>}
          <ScoreBadge score={profile.score} className="mt-2" />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {button('like', 'Like', Heart, 'primary')}
        {button('pass', 'Pass', X, 'secondary')}
        {button('remove', 'Remove', Trash2, 'ghost')}
      </div>
    </li>
  );
}

/** The Saved list (docs/product.md#like-and-pass): each profile to like, pass or remove. */
export function SavedList() {
  const headingId = useId();
  const saved = useSavedProfiles();
  const savedPending = useFirstDrawPending(saved);
  const { run, pending, match, closeMatch } = useSavedActions();
  const heading = useRef<HTMLHeadingElement>(null);
  const items = saved.data?.items ?? [];

  let body;
  if (savedPending) {
    body = (
      <LoadingRows
        label="Loading saved profiles…"
        rows={2}
        rowClassName="h-32 rounded-2xl"
        className="space-y-3"
      />
    );
  } else if (saved.isError) {
    body = (
      <LoadError
        message={matchErrorMessage(saved.error, LOAD_FAILED)}
        onRetry={() => void saved.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={Bookmark}
        title={matchingMessages.savedEmpty}
        description={matchingMessages.savedEmptyHint}
      />
    );
  } else {
    body = (
      <ul aria-label="Saved profiles" className="space-y-3">
        {items.map((profile) => (
          <SavedItem
            key={profile.id}
            profile={profile}
            pending={pending?.id === profile.id ? pending.action : null}
            blocked={pending !== null}
            onAction={(action) => void run(profile, action)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-4">
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 outline-none"
      >
        Saved for later
        {items.length > 0 && (
          <span className="ml-2 text-base font-normal text-slate-600">({items.length})</span>
        )}
      </h2>
      {body}
      <MatchDialog
        match={match}
        onClose={closeMatch}
        onReturnFocus={() => heading.current?.focus()}
      />
    </section>
  );
}
