import { pluralize, type PluralForms } from '../../lib/plural';

/** A count beside a header link (unread messages), read out as '3 unread messages'. */
export function NavBadge({ count, noun }: { count: number; noun: PluralForms }) {
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <span
        data-testid="nav-badge"
        className="ml-1 inline-block min-w-5 rounded-full bg-red-600 px-1.5 py-0.5 text-center text-xs leading-none font-bold text-white"
      >
        <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
        <span className="sr-only">{pluralize(count, noun)}</span>
      </span>
    </>
  );
}
