/** A count beside a header link (unread messages), read out as '3 unread messages'. */
export function NavBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <span
        data-testid="nav-badge"
        className="ml-1 inline-block min-w-5 rounded-full bg-red-600 px-1.5 py-0.5 text-center text-xs leading-none font-bold text-white"
      >
        {count > 99 ? '99+' : count}
        <span className="sr-only"> {label}</span>
      </span>
    </>
  );
}
