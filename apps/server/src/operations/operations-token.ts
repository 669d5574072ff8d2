import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The bearer token of the operations routes (backups), derived from the signing secret: whoever
 * can read the data dir's secret (or AUTH_SECRET) may run operations, nobody else.
 */
export function operationsToken(secret: string): string {
  return createHmac('sha256', secret).update('cofound-operations').digest('hex');
}

export function isOperationsToken(header: string | undefined, secret: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /, '') ?? '');
  const expected = Buffer.from(operationsToken(secret));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
