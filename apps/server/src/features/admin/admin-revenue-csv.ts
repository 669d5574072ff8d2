// The revenue export's file: one line per transaction of the period.
import { planLabels } from '@cofound/shared/billing/plan';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import type { CsvValue } from '../../lib/csv';
import type { ExportRow } from './admin-revenue.repository';

export const revenueCsvColumns = ['Date', 'Member', 'Email', 'Plan', 'Kind', 'Amount', 'Currency'];

const kindLabels: Record<ExportRow['kind'], string> = {
  payment: 'Payment',
  referral_reward: 'Referral reward',
};

/** A transaction's cells: the time in UTC to the second, the amount in units with cents. */
export function revenueCsvCells(row: ExportRow): CsvValue[] {
  return [
    `${row.createdKey.slice(0, 19)}Z`,
    row.name,
    row.email,
    planLabels[row.plan],
    kindLabels[row.kind],
    (row.amountCents / 100).toFixed(2),
    row.currency.toUpperCase(),
  ];
}

/** 'cofound-revenue-30d-2026-03-04.csv': the period, and the day it ends (UTC). */
export function revenueCsvName(period: AdminPeriod, end: string): string {
  return `cofound-revenue-${period}-${end.slice(0, 10)}.csv`;
}
