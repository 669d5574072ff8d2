import { describe, expect, it } from 'vitest';
import { csvRow } from '../../lib/csv';
import { revenueCsvCells, revenueCsvName } from './admin-revenue-csv';

const payment = {
  id: '00000000-0000-0000-0000-000000000001',
  createdKey: '2026-03-04T10:05:06.123456Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  plan: 'business',
  kind: 'payment',
  amountCents: 9900,
  currency: 'usd',
} as const;

describe('the revenue export', () => {
  it('writes a transaction as its time, member, plan, kind, amount and currency', () => {
    expect(csvRow(revenueCsvCells(payment))).toBe(
      '2026-03-04T10:05:06Z,Ada Lovelace,ada@example.com,Business,Payment,99.00,USD\r\n',
    );
  });

  it('escapes a member name a spreadsheet would run, and leaves a missing profile empty', () => {
    const reward = { ...payment, kind: 'referral_reward', amountCents: 0, plan: 'pro' } as const;
    expect(csvRow(revenueCsvCells({ ...reward, name: '=HYPERLINK("x")' }))).toBe(
      `2026-03-04T10:05:06Z,"'=HYPERLINK(""x"")",ada@example.com,Pro,Referral reward,0.00,USD\r\n`,
    );
    expect(csvRow(revenueCsvCells({ ...reward, name: null, email: null }))).toBe(
      '2026-03-04T10:05:06Z,,,Pro,Referral reward,0.00,USD\r\n',
    );
  });

  it('names the file after the period and the day it ends', () => {
    expect(revenueCsvName('30d', '2026-03-04T10:05:06.123456Z')).toBe(
      'cofound-revenue-30d-2026-03-04.csv',
    );
  });
});
