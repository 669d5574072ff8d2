import { useOpenReportsCount } from '../api/use-open-reports-count';

/** The open report count beside the Reports tab, live; nothing when none is open. */
export function OpenReportsBadge() {
  const count = useOpenReportsCount();
  const open = count.data?.open ?? 0;
  if (open === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-1.5 inline-flex min-w-5 justify-center rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white"
      >
        {open > 99 ? '99+' : open}
      </span>
      <span className="sr-only">{` (${open} open)`}</span>
    </>
  );
}
