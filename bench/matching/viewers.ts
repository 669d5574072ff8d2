import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { queryRows, runSql } from '../lib/sql';

/** Members with match decisions, spread over the founders; the viewers are among them. */
export const DECIDERS = 1000;
/**
 * The members the benchmark asks as, in turn (BENCH_VIEWERS, default 50): each costs a
 * brute-force reference ranking per scenario, seconds apiece at a million profiles.
 */
export const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 50);

export type Viewer = { userId: string; profileId: string; email: string; name: string };

/** Decider k is founder g = 1 + (k * step - 4) mod n: active and public at 10k and 100k. */
export function decidersSql(n: number): string {
  const deciders = Math.min(DECIDERS, n);
  const step = Math.floor(n / deciders);
  return `select k, 1 + ((k * ${step} - 4 + ${n}) % ${n}) as g
    from generate_series(1, ${deciders}) as k`;
}

/** The first VIEWERS active deciders. */
export async function loadViewers(handle: DatabaseHandle, n: number): Promise<Viewer[]> {
  const rows = await queryRows<Record<'user_id' | 'id' | 'email' | 'name', string>>(
    handle,
    `select p.user_id, p.id, p.email, p.name
     from (${decidersSql(n)}) as d join profiles p on p.user_id = 'bench-' || d.g
     where p.status = 'active' order by d.k limit ${VIEWERS}`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    profileId: row.id,
    email: row.email,
    name: row.name,
  }));
}

/** The SessionUser the matching service expects of a viewer. */
export function sessionUser(viewer: Viewer) {
  return {
    id: viewer.userId,
    email: viewer.email,
    name: viewer.name,
    emailVerified: true,
    role: 'user' as const,
    profileId: viewer.profileId,
    plan: 'free' as const,
  };
}

/**
 * Makes the viewers active, as the benchmark's own sign-ins (over HTTP) will: a viewer the seed
 * left away would otherwise enter every other viewer's deck part way through the run, and the
 * references, computed first, would not have them (docs/decisions/0033-stale-profiles-sink.md).
 */
export async function activateViewers(handle: DatabaseHandle, viewers: Viewer[]): Promise<void> {
  if (viewers.length === 0) return;
  const ids = viewers.map((viewer) => `'${viewer.profileId}'`).join(', ');
  await runSql(handle, `update profiles set last_active_at = now() where id in (${ids})`);
}
