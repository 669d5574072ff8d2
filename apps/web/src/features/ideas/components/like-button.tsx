import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { Button } from '../../../components/ui/button';

type LikeButtonProps = {
  idea: Pick<Idea, 'title' | 'likesCount' | 'viewerHasLiked'>;
  /** A change is on its way: clicks wait (the button keeps its focus). */
  busy: boolean;
  onToggle: () => void;
};

/** The like toggle with the idea's like count. */
export function LikeButton({ idea, busy, onToggle }: LikeButtonProps) {
  const liked = idea.viewerHasLiked;
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={liked}
      aria-label={`${liked ? 'Unlike' : 'Like'} ${idea.title}`}
      onClick={() => {
        if (!busy) onToggle();
      }}
      className={clsx(liked && 'text-rose-700 hover:text-rose-800')}
    >
      <Heart aria-hidden="true" className={clsx('size-4', liked && 'fill-current')} />
      <span>{idea.likesCount}</span>
    </Button>
  );
}
