import { clsx } from 'clsx';
import { ChevronDown, Inbox } from 'lucide-react';
import { Button } from '../../../components/ui/button';

type RequestsToggleProps = {
  open: boolean;
  /** The id of the panel it shows and hides. */
  controls: string;
  /** Pending requests; undefined while unknown. */
  count: number | undefined;
  onToggle: () => void;
};

/** 'Requests' with a badge of pending connection requests; opens the requests panel. */
export function RequestsToggle({ open, controls, count, onToggle }: RequestsToggleProps) {
  return (
    <Button variant="secondary" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <Inbox aria-hidden="true" className="size-4" />
      Requests
      {count !== undefined && count > 0 && (
        <span
          data-testid="requests-badge"
          className="min-w-6 rounded-full bg-red-600 px-1.5 py-0.5 text-center text-xs font-bold text-white"
        >
          {count}
          <span className="sr-only"> pending</span>
        </span>
      )}
      <ChevronDown
        aria-hidden="true"
        className={clsx('size-4 transition-transform', open && 'rotate-180')}
      />
    </Button>
  );
}
