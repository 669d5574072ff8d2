// The financial projection as a CSV file (RFC 4180), one row per month.
import type { Projection } from '@cofound/shared/toolkit/financial-projections';
import { csvText } from '../../lib/csv';

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
  const rows = projection.months.map((row) => [
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
  ]);
  return csvText([columns, ...rows]);
}
