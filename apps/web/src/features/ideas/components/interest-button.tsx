import { clsx } from 'clsx';
import { Check, Hammer } from 'lucide-react';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { Button } from '../../../components/ui/button';
import { pluralize } from '../../../lib/plural';

/** '3 interested': how many members said they want to build the idea. */
export function interestedText(count: number): string {
  return pluralize(count, { one: 'interested', other: 'interested' });
}

type InterestButtonProps = {
  idea: Pick<Idea, 'interestedCount' | 'viewerIsInterested'>;
  /** A change is on its way: clicks wait (the button keeps its focus). */
  busy: boolean;
  onToggle: () => void;
};

/**
 * 'Interested in building this' (on: 'Interested' with a check) and, once anyone is, how many.
 */
export function InterestButton({ idea, busy, onToggle }: InterestButtonProps) {
  const on = idea.viewerIsInterested;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={on}
        onClick={() => {
          if (!busy) onToggle();
        }}
        className={clsx(
          'ring-1 ring-inset',
          on ? 'bg-emerald-50 ring-emerald-300' : 'bg-white ring-slate-300',
        )}
      >
        {/* The colour sits on the contents: the button's own text colour is the variant's. */}
        <span className={clsx('inline-flex items-center gap-1.5', on && 'text-emerald-800')}>
          {on ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Hammer aria-hidden="true" className="size-4" />
          )}
          {on ? 'Interested' : 'Interested in building this'}
        </span>
      </Button>
      {idea.interestedCount > 0 && (
        <span className="text-sm text-slate-600">{interestedText(idea.interestedCount)}</span>
      )}
    </>
  );
}
