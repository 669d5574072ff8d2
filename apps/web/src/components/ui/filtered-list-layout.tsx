import type { ReactNode } from 'react';

type FilteredListLayoutProps = {
  toolbar: ReactNode;
  filterPanel: ReactNode;
  /** The results. */
  children: ReactNode;
};

/** A toolbar across the top, then the filter panel beside the results (above them on phones). */
export function FilteredListLayout({ toolbar, filterPanel, children }: FilteredListLayoutProps) {
  return (
    <div className="space-y-6">
      {toolbar}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
        {filterPanel}
        <section aria-label="Results">{children}</section>
      </div>
    </div>
  );
}
