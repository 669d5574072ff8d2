// The partners figures of the admin benchmark (bench/admin.bench.ts):
// - partners.import.10k: seconds for one import of 10,000 new members (accounts, profiles,
//   invitation links and mails, all in one transaction);
// - partners.list: the first page of partners, each with its member count and its share of
//   their payments, after the seeded founders who paid joined one partner and the 10,000 new
//   members another.
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import type { BenchDb } from './settings';
import { queryRows } from './sql';
import { summarize, timed } from './stats';

const origin = { origin: 'http://localhost:3000' };
const PARTNERS = 25;
const NEW_MEMBERS = 10_000;

const field = (value: string) => `"${value.replaceAll('"', '""')}"`;
const csvOf = (rows: { email: string; name: string }[]) =>
  ['email,name,role', ...rows.map((row) => `${field(row.email)},${field(row.name)},founder`)].join(
    '\n',
  );

export async function measurePartners(options: {
  app: FastifyInstance;
  handle: DatabaseHandle;
  cookie: string;
  db: BenchDb;
  profiles: number;
  runs: number;
}) {
  const { app, cookie, db, profiles, runs } = options;
  const send = async (method: 'GET' | 'POST', url: string, body?: object) => {
    const answer = await app.inject({
      method,
      url,
      headers: { cookie, ...origin },
      ...(body && { payload: body }),
    });
    if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode}`);
    return answer.json() as { id: string };
  };

  const ids: string[] = [];
  for (let i = 0; i < PARTNERS; i += 1) {
    const partner = await send('POST', '/api/admin/partners', {
      name: `Bench Partner ${i}`,
      domain: `bench-${i}-${Date.now()}.example`,
      revenueShare: 10 + (i % 20),
    });
    ids.push(partner.id);
  }
  const payers = await queryRows<{ email: string; name: string }>(
    options.handle,
    `select u.email, p.name from users u join profiles p on p.user_id = u.id
      where p.status = 'active' and p.role = 'user'
        and exists (select 1 from premium_transactions t where t.user_id = u.id and t.kind = 'payment')
      limit ${NEW_MEMBERS}`,
  );
  if (payers.length > 0) {
    await send('POST', `/api/admin/partners/${ids[0]}/import`, { csv: csvOf(payers) });
  }

  const stamp = Date.now();
  const newcomers = Array.from({ length: NEW_MEMBERS }, (_, i) => ({
    email: `bench-invitee-${stamp}-${i}@example.com`,
    name: `Invitee ${i}`,
  }));
  const imported = await timed(() =>
    send('POST', `/api/admin/partners/${ids[1]}/import`, { csv: csvOf(newcomers) }),
  );
  const seconds = Math.round(imported.ms / 10) / 100;
  console.log(JSON.stringify({ bench: 'partners.import.10k', profiles, db, seconds }));

  await send('GET', '/api/admin/partners');
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    times.push((await timed(() => send('GET', '/api/admin/partners'))).ms);
  }
  console.log(
    JSON.stringify({
      bench: 'partners.list',
      profiles,
      db,
      runs,
      linked: payers.length,
      ...summarize(times),
    }),
  );
}
