// The financial projection as a CSV file (RFC 4180), one row per month.
import type { Projection } from '@cofound/shared/toolkit/financial-projections';

/**
 * A text cell a spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage
 * return) gets a leading apostrophe, so it stays text.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const columns = [
  'Month',
  'Customers',
  'New customers',
  'Churned customers',
  'Revenue',
  'Variable costs',
  'Payroll',
  'Fixed costs',
  'Total costs',
  'Net',
  'Net burn',
  'Cash',
  'Runway (months)',
  'Hires starting',
];

/** Numbers are written as numbers (a negative net stays a number); only text is escaped. */
export function projectionsCsv(projection: Projection): string {
  const rows = projection.months.map((row) =>
    [
      row.month,
      row.customers,
      row.newCustomers,
      row.churnedCustomers,
      row.revenue,
      row.variableCosts,
      row.payroll,
      row.fixedCosts,
      row.totalCosts,
      row.net,
      row.netBurn,
      row.cash,
      row.runwayMonths,
      row.hiresStarting.join('; '),
    ]
      .map(csvCell)
      .join(','),
  );
  // The byte order mark makes spreadsheet apps read the file as UTF-8.
  return `\ufeff${[columns.map(csvCell).join(','), ...rows].join('\r\n')}\r\n`;
}
