import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Skeleton } from './skeleton';

/** A column's header; a hidden one is only read out (a column of buttons needs no title). */
export type ResponsiveColumn = string | { label: string; hidden: true };

type ResponsiveTableProps = {
  /** The table's accessible name. */
  caption: string;
  columns: readonly ResponsiveColumn[];
  /** The rows: `ResponsiveRow`s. */
  children: ReactNode;
};

// One markup for both layouts: a table from 1024 px, a card per row below (each value with its
// own label). The roles are spelled out: a table restyled as blocks loses them otherwise.
const cellStyles = 'lg:table-cell lg:px-4 lg:py-3';

/** A table on a desktop and a stack of cards on a phone. */
export function ResponsiveTable({ caption, columns, children }: ResponsiveTableProps) {
  return (
    <div className="lg:overflow-x-auto lg:rounded-2xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm">
      <table role="table" className="block w-full text-left text-sm lg:table">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="hidden bg-slate-50 text-slate-700 lg:table-header-group">
          <tr role="row">
            {columns.map((column) => {
              const label = typeof column === 'string' ? column : column.label;
              return (
                <th
                  key={label}
                  role="columnheader"
                  scope="col"
                  className="px-4 py-3 font-semibold whitespace-nowrap"
                >
                  {typeof column === 'string' ? column : <span className="sr-only">{label}</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className="block space-y-3 lg:table-row-group lg:space-y-0 lg:divide-y lg:divide-slate-100"
        >
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** A table row, a card of its own on a phone. */
export function ResponsiveRow({ children }: { children: ReactNode }) {
  return (
    <tr
      role="row"
      className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:table-row lg:rounded-none lg:border-0 lg:p-0 lg:shadow-none"
    >
      {children}
    </tr>
  );
}

type TitleCellProps = {
  /** A row header (`th`) rather than a plain cell. */
  rowHeader?: boolean;
  /** The cell's layout on a phone, where it heads the card. */
  className: string;
  children: ReactNode;
};

/** The row's first cell, what it is about: the card's title on a phone. */
export function ResponsiveTitleCell({ rowHeader = false, className, children }: TitleCellProps) {
  const styles = cn('pb-2', cellStyles, className);
  return rowHeader ? (
    <th role="rowheader" scope="row" className={styles}>
      {children}
    </th>
  ) : (
    <td role="cell" className={styles}>
      {children}
    </td>
  );
}

/** A value with its column's name beside it on phones (the table's headers say it on desktop). */
export function ResponsiveCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td
      role="cell"
      className={cn(
        'flex min-w-0 items-center justify-between gap-3 py-1 lg:align-middle',
        cellStyles,
      )}
    >
      <span className="shrink-0 text-slate-600 lg:hidden">{label}</span>
      <span className="min-w-0 text-right text-slate-800 lg:text-left">{children}</span>
    </td>
  );
}

/** The row's last cell, its controls: at the foot of the card on a phone. */
export function ResponsiveActionsCell({ children }: { children: ReactNode }) {
  return (
    <td role="cell" className={cn('block pt-3', cellStyles)}>
      {children}
    </td>
  );
}

/** A row's placeholder while the first page loads. */
export function ResponsiveRowSkeleton() {
  return <Skeleton className="h-16 rounded-xl" />;
}
