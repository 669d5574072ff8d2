import { describe, expect, it } from 'vitest';
import { encodeKeyset } from '../../lib/keyset-cursor';
import {
  decodeInvestorCursor,
  decodePartnerCursor,
  encodeInvestorCursor,
  encodePartnerCursor,
} from './partners.cursor';

const id = '0b7c6a52-2f0e-4a4b-9d7e-6f1a2b3c4d01';

describe('the partner cursors', () => {
  it('decode what they encode', () => {
    const partner = { createdAt: '2026-03-01T10:00:00.123456Z', id };
    expect(decodePartnerCursor(encodePartnerCursor(partner))).toEqual(partner);
    const investor = { name: 'Northstar Ventures', id };
    expect(decodeInvestorCursor(encodeInvestorCursor(investor))).toEqual(investor);
  });

  it('refuse a cursor that is not theirs', () => {
    expect(decodePartnerCursor('not-a-cursor')).toBeNull();
    expect(decodePartnerCursor(encodeKeyset(['yesterday', id]))).toBeNull();
    expect(decodePartnerCursor(encodeKeyset(['2026-03-01T10:00:00Z', 'x']))).toBeNull();
    expect(decodeInvestorCursor(encodeKeyset(['N'.repeat(301), id]))).toBeNull();
    expect(decodeInvestorCursor(encodeKeyset([42, id]))).toBeNull();
  });
});
