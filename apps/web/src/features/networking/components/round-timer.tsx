import { Clock } from 'lucide-react';
import { clsx } from 'clsx';
import { formatCountdown } from '../model/countdown';
import type { RoundPhase } from '../model/round-phase';

type RoundTimerProps = { phase: RoundPhase; secondsLeft: number; partnerName: string };

/** A minute to go: said once, not every second. */
const LAST_MINUTE = 60;

function phaseNotice(phase: RoundPhase, secondsLeft: number, partnerName: string): string {
  if (phase === 'partner_left') return `${partnerName} moved on`;
  if (phase === 'ended') return 'This round has ended';
  if (phase === 'time_up') return "Time's up";
  return secondsLeft <= LAST_MINUTE ? 'Less than a minute left' : '';
}

/**
 * The time left in the round as mm:ss (a timer screen readers do not read out every second), and
 * a polite status that says when a minute is left and when the round is over.
 */
export function RoundTimer({ phase, secondsLeft, partnerName }: RoundTimerProps) {
  const notice = phaseNotice(phase, secondsLeft, partnerName);
  const running = phase === 'running';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {running && (
        <p
          role="timer"
          aria-label="Time left in this round"
          className={clsx(
            'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-lg font-bold tabular-nums',
            secondsLeft <= LAST_MINUTE
              ? 'bg-amber-100 text-amber-900'
              : 'bg-brand-50 text-brand-900',
          )}
        >
          <Clock aria-hidden="true" className="size-4" />
          {formatCountdown(secondsLeft)}
        </p>
      )}
      <p
        role="status"
        className={clsx(
          'text-sm font-semibold',
          running ? 'text-amber-900' : 'rounded-full bg-slate-100 px-3 py-1 text-slate-900',
          notice === '' && 'sr-only',
        )}
      >
        {notice}
      </p>
    </div>
  );
}
