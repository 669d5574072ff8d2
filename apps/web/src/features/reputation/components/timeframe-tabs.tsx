import { clsx } from 'clsx';
import { useRef, type KeyboardEvent } from 'react';
import {
  leaderboardTimeframes,
  type LeaderboardTimeframe,
} from '@cofound/shared/reputation/leaderboard.schemas';

export const timeframeLabels: Record<LeaderboardTimeframe, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  'all-time': 'All-time',
};

export const tabIdOf = (base: string, timeframe: LeaderboardTimeframe) =>
  `${base}-tab-${timeframe}`;

type TimeframeTabsProps = {
  /** Prefix of the tabs' ids (the panel is labelled by the selected one). */
  idBase: string;
  panelId: string;
  selected: LeaderboardTimeframe;
  onSelect: (timeframe: LeaderboardTimeframe) => void;
};

/**
 * Weekly / Monthly / All-time as an ARIA tablist: one tab in the tab order, the arrow keys (and
 * Home, End) move between them and select the one they reach.
 */
export function TimeframeTabs({ idBase, panelId, selected, onSelect }: TimeframeTabsProps) {
  const tabs = useRef(new Map<LeaderboardTimeframe, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = leaderboardTimeframes.indexOf(selected);
    const last = leaderboardTimeframes.length - 1;
    const target = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const timeframe = leaderboardTimeframes[target]!;
    onSelect(timeframe);
    tabs.current.get(timeframe)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Timeframe"
      onKeyDown={onKeyDown}
      className="inline-flex w-full rounded-xl bg-slate-100 p-1 sm:w-auto"
    >
      {leaderboardTimeframes.map((timeframe) => {
        const active = timeframe === selected;
        return (
          <button
            key={timeframe}
            ref={(element) => {
              if (element) tabs.current.set(timeframe, element);
              else tabs.current.delete(timeframe);
            }}
            type="button"
            role="tab"
            id={tabIdOf(idBase, timeframe)}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(timeframe)}
            className={clsx(
              'min-h-10 flex-1 rounded-lg px-4 text-sm font-semibold transition-colors sm:flex-none',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              active
                ? 'bg-white text-slate-900 shadow-sm'
                : 'text-slate-700 hover:bg-white/60 hover:text-slate-900',
            )}
          >
            {timeframeLabels[timeframe]}
          </button>
        );
      })}
    </div>
  );
}
