// Members who are online at once, written straight in SQL for the realtime benchmarks: users,
// profiles, sessions (with their signed cookies) and accepted connections in pairs (2k, 2k+1).
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createPglite, openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client';

export type OnlineMember = { userId: string; profileId: string; cookie: string; peer: number };

/** better-auth's session cookie for a token: the token, '.', its HMAC-SHA256 under the secret. */
function sessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** An in-memory PGlite, or a throwaway database on BENCH_DATABASE_URL's server. */
export async function openBenchDatabase(): Promise<{
  handle: DatabaseHandle;
  drop: () => Promise<void>;
}> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const pglite = createPglite();
    const handle = await openDatabase({ kind: 'pglite', pglite });
    return { handle, drop: () => handle.close() };
  }
  const name = `cofound_bench_rt_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({
    kind: 'postgres',
    connectionString: target.toString(),
    maxConnections: 20,
  });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** `clients` members, profiles, sessions and accepted connections (2k with 2k+1). */
export async function seedOnlineMembers(
  handle: DatabaseHandle,
  clients: number,
  secret: string,
): Promise<OnlineMember[]> {
  const { db } = handle;
  const userId = (i: number) => `bench-rt-${i}`;
  await db.execute(sql`
    insert into users (id, name, email, email_verified, created_at, updated_at)
    select 'bench-rt-' || i, 'Member ' || i, 'bench-rt-' || i || '@bench.example', true, now(), now()
    from generate_series(0, ${clients - 1}) as i`);
  await db.execute(sql`
    insert into profiles (user_id, name, email, title, referral_code)
    select 'bench-rt-' || i, 'Member ' || i, 'bench-rt-' || i || '@bench.example', 'Founder',
           'RT' || lpad(i::text, 8, '0')
    from generate_series(0, ${clients - 1}) as i`);
  await db.execute(sql`
    insert into connections (sender_id, receiver_id, status)
    select 'bench-rt-' || i, 'bench-rt-' || (i + 1), 'accepted'
    from generate_series(0, ${clients - 2}, 2) as i`);
  const tokens = Array.from({ length: clients }, () => randomBytes(24).toString('base64url'));
  await db.execute(sql`
    insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
    select gen_random_uuid()::text, token, 'bench-rt-' || (ordinality - 1),
           now() + interval '30 days', now(), now()
    from jsonb_array_elements_text(${JSON.stringify(tokens)}::jsonb) with ordinality as t(token)`);
  const result = await db.execute(
    sql`select user_id, id from profiles where user_id like 'bench-rt-%'`,
  );
  const profileOf = new Map(
    (result as unknown as { rows: { user_id: string; id: string }[] }).rows.map((row) => [
      row.user_id,
      row.id,
    ]),
  );
  return tokens.map((token, i) => ({
    userId: userId(i),
    profileId: profileOf.get(userId(i))!,
    cookie: sessionCookie(token, secret),
    peer: i % 2 === 0 ? i + 1 : i - 1,
  }));
}
