import { decodeKeyset, encodeKeyset, isKeysetTime, UUID_PATTERN } from '../../lib/keyset-cursor';

/** Where a page of the partner list ended: the last partner's created_at (microseconds) and id. */
export type PartnerCursor = { createdAt: string; id: string };
/** Where a page of the investor database ended: the last investor's name and id. */
export type InvestorCursor = { name: string; id: string };

export function encodePartnerCursor(cursor: PartnerCursor): string {
  return encodeKeyset([cursor.createdAt, cursor.id]);
}

export function decodePartnerCursor(raw: string): PartnerCursor | null {
  const data = decodeKeyset(raw, 2);
  if (!data) return null;
  const [createdAt, id] = data;
  if (!isKeysetTime(createdAt) || typeof id !== 'string' || !UUID_PATTERN.test(id)) return null;
  return { createdAt, id };
}

export function encodeInvestorCursor(cursor: InvestorCursor): string {
  return encodeKeyset([cursor.name, cursor.id]);
}

export function decodeInvestorCursor(raw: string): InvestorCursor | null {
  const data = decodeKeyset(raw, 2);
  if (!data) return null;
  const [name, id] = data;
  if (typeof name !== 'string' || name.length > 300) return null;
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) return null;
  return { name, id };
}
