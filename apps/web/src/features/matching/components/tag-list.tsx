import { clsx } from 'clsx';

type TagListProps = {
  label: string;
  items: readonly string[];
  /** Show at most this many, then '+N more'. */
  limit?: number;
  tone?: 'brand' | 'slate';
};

/** A labelled row of small read-only tags on a match card. */
export function TagList({ label, items, limit = 6, tone = 'slate' }: TagListProps) {
  if (items.length === 0) return null;
  const shown = items.slice(0, limit);
  const more = items.length - shown.length;
  const tag = 'rounded-full px-2.5 py-0.5 text-xs font-medium';
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <ul aria-label={label} className="mt-1 flex flex-wrap gap-1.5">
        {shown.map((item) => (
          <li
            key={item}
            className={clsx(
              tag,
              tone === 'brand' ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-800',
            )}
          >
            {item}
          </li>
        ))}
        {more > 0 && <li className={clsx(tag, 'bg-slate-100 text-slate-700')}>+{more} more</li>}
      </ul>
    </div>
  );
}
