import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { useOwnProfile } from '../../profiles/index';
import { useSession } from '../../session/index';
import { matchNextStep } from '../model/deck-messages';
import type { MutualMatch } from '../model/use-match-deck';

type MatchDialogProps = {
  match: MutualMatch | null;
  onClose: () => void;
  /** Puts the focus back on the deck once the dialog has closed. */
  onReturnFocus: () => void;
};

/** 'It's a match!' after a mutual like: both members, what happens next, and where to go. */
export function MatchDialog({ match, onClose, onReturnFocus }: MatchDialogProps) {
  const me = useOwnProfile().data;
  const sessionName = useSession().user?.name;
  const myName = me?.name ?? sessionName ?? 'You';
  return (
    <Dialog open={match !== null} onOpenChange={(open) => !open && onClose()}>
      {match && (
        <DialogContent
          title="It's a match!"
          description={`You and ${match.card.name} liked each other.`}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onReturnFocus();
          }}
        >
          <div className="flex items-center justify-center gap-3 py-2">
            <MemberAvatar name={myName} imageUrl={me?.imageUrl ?? null} size="md" />
            <Heart aria-hidden="true" className="size-7 fill-rose-500 text-rose-500" />
            <MemberAvatar name={match.card.name} imageUrl={match.card.imageUrl} size="md" />
          </div>
          <p className="mt-2 text-center text-base font-semibold text-slate-900">
            {match.card.name}
          </p>
          <p className="mt-2 text-center text-sm text-slate-700">
            {matchNextStep(match.card.name, match.connection)}
          </p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {match.connection?.status === 'accepted' ? (
              <Link
                to={`/messages/${match.card.id}`}
                className={buttonStyles({ variant: 'secondary' })}
              >
                Say hello to {match.card.name}
              </Link>
            ) : (
              <Link to="/connections" className={buttonStyles({ variant: 'secondary' })}>
                Go to your connections
              </Link>
            )}
            <DialogClose asChild>
              <Button>Keep swiping</Button>
            </DialogClose>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
