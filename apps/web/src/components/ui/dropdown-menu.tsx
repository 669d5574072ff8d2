import { DropdownMenu } from 'radix-ui';
import { clsx } from 'clsx';
import { EllipsisVertical, type LucideIcon } from 'lucide-react';

export type MenuAction = {
  label: string;
  icon?: LucideIcon;
  /** Shown in red: removes or blocks something. */
  destructive?: boolean;
  onSelect: () => void;
};

type ActionMenuProps = {
  /** The trigger's accessible name, e.g. 'More options for Ada Lovelace'. */
  label: string;
  actions: readonly MenuAction[];
  /** Shown on the trigger beside the icon; icon-only without it. */
  text?: string;
  align?: 'start' | 'end';
  triggerClassName?: string;
};

const itemStyles = clsx(
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none select-none',
  'data-highlighted:bg-slate-100',
);

/**
 * A small menu of actions behind a '⋮' button (Radix: arrow keys, Escape, focus return).
 * Not modal, so an action may open a dialog right away.
 */
export function ActionMenu({
  label,
  actions,
  text,
  align = 'end',
  triggerClassName,
}: ActionMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        className={clsx(
          'inline-flex items-center justify-center gap-1.5 rounded-lg text-slate-700',
          'hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100',
          text
            ? 'h-10 border border-slate-300 bg-white px-3 text-sm font-semibold shadow-sm'
            : 'size-9',
          triggerClassName,
        )}
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
        {text}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={4}
          className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {actions.map(({ label: actionLabel, icon: Icon, destructive, onSelect }) => (
            <DropdownMenu.Item
              key={actionLabel}
              onSelect={onSelect}
              className={clsx(itemStyles, destructive ? 'text-red-700' : 'text-slate-800')}
            >
              {Icon && <Icon aria-hidden="true" className="size-4" />}
              {actionLabel}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
