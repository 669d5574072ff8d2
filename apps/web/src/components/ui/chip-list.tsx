import { clsx } from 'clsx';

type ChipListProps = {
  items: readonly string[];
  /** Names the list for screen readers, e.g. 'Skills'. */
  label: string;
  tone?: 'brand' | 'slate';
  className?: string;
};

/** Read-only tags: skills, roles, interests. */
export function ChipList({ items, label, tone = 'slate', className }: ChipListProps) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className={clsx('flex flex-wrap gap-1.5', className)}>
      {items.map((item) => (
        <li
          key={item}
          className={clsx(
            'rounded-full px-2.5 py-1 text-sm font-medium',
            tone === 'brand' ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-800',
          )}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
