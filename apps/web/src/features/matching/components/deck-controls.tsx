import { clsx } from 'clsx';
import { Bookmark, Heart, RotateCcw, X, type LucideIcon } from 'lucide-react';
import type { DeckAction } from '../model/deck-state';
import { Spinner } from '../../../components/ui/spinner';

const tones = {
  pass: 'border-red-300 bg-white text-red-700 group-hover:bg-red-50',
  save: 'border-sky-300 bg-white text-sky-800 group-hover:bg-sky-50',
  like: 'border-emerald-600 bg-emerald-600 text-white group-hover:bg-emerald-700',
  undo: 'border-slate-300 bg-white text-slate-700 group-hover:bg-slate-50',
} as const;

type DeckButtonProps = {
  kind: keyof typeof tones;
  label: string;
  icon: LucideIcon;
  disabled: boolean;
  busy: boolean;
  small?: boolean;
  onClick: () => void;
};

/** A round action with its name under it (both are the button). */
function DeckButton({ kind, label, icon: Icon, disabled, busy, small, onClick }: DeckButtonProps) {
  return (
    <button
      type="button"
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={onClick}
      className="group flex min-w-16 flex-col items-center gap-1.5 rounded-xl p-1 text-xs font-semibold text-slate-800 disabled:cursor-not-allowed disabled:opacity-50"
    >
      <span
        className={clsx(
          'flex items-center justify-center rounded-full border-2 shadow-sm transition-colors',
          small ? 'size-11' : 'size-14',
          tones[kind],
        )}
      >
        {busy ? (
          <Spinner size="sm" />
        ) : (
          <Icon aria-hidden="true" className={small ? 'size-5' : 'size-6'} />
        )}
      </span>
      {label}
    </button>
  );
}

type DeckControlsProps = {
  /** A card is on top of the deck. */
  hasCard: boolean;
  canUndo: boolean;
  pending: DeckAction | 'undo' | null;
  onAction: (action: DeckAction) => void;
  onUndo: () => void;
};

/** Undo, Pass, Save for later and Like; all of them wait while a decision is being saved. */
export function DeckControls({ hasCard, canUndo, pending, onAction, onUndo }: DeckControlsProps) {
  const blocked = pending !== null;
  const action = (kind: DeckAction, label: string, icon: LucideIcon) => (
    <DeckButton
      kind={kind}
      label={label}
      icon={icon}
      disabled={blocked || !hasCard}
      busy={pending === kind}
      onClick={() => onAction(kind)}
    />
  );
  return (
    // Sticks to the bottom of the screen while the card is taller than what is left of it, so
    // the actions are always in reach (docs/product.md#first-run).
    <div className="sticky bottom-0 z-10 -mx-2 flex items-end justify-center gap-3 rounded-2xl bg-white px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_-6px_rgb(15_23_42/0.15)] sm:gap-5">
      <DeckButton
        kind="undo"
        label="Undo"
        icon={RotateCcw}
        small
        disabled={blocked || !canUndo}
        busy={pending === 'undo'}
        onClick={onUndo}
      />
      {action('pass', 'Pass', X)}
      {action('save', 'Save for later', Bookmark)}
      {action('like', 'Like', Heart)}
    </div>
  );
}
