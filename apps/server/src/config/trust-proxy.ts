import { isIP } from 'node:net';

/** Fastify's `trustProxy`: off, every hop (discouraged), a hop count, or proxy addresses. */
export type TrustProxy = boolean | number | string[];

/** Names proxy-addr (Fastify's resolver) knows for common private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: whose X-Forwarded-For to believe. Off by default: a client can write any address
 * into that header, and every per-address rate limit would then count whatever it wrote. Behind a
 * load balancer, list its addresses (or give the number of proxy hops in front of the app).
 * Answers the setting, or an error message for the environment check.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'off' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    return {
      error: `must be off, true, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges; not ${bad.join(', ')}`,
    };
  }
  return entries;
}

/** The setting as Fastify's option: a hop count becomes "trust the first n hops". */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
