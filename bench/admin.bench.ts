// `npm run bench -- admin`: p50/p95 through the real app of the admin area's members, at
// BENCH_SIZES members (default 10000,100000) with 10,000 projects, on PGlite and on PostgreSQL
// (see bench/discovery.bench.ts for the settings):
// - admin.stats.30d and admin.stats.1y: the dashboard's four figures against the period before;
// - admin.members.newest, .by_name_page2 (a keyset page), .search (name or email, anywhere)
//   and .suspended (a status filter);
// - admin.member: one member's page (connections, reports, payments, sessions, history);
// - admin.suspend_and_activate: two status changes with their audit lines and session ends;
// - admin.audit_log: the latest entries.
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { runBench } from './lib/harness';
import { seedFounders } from './lib/seed-founders';
import { seedProjects } from './lib/seed-projects';
import { settings, type BenchDb } from './lib/settings';
import { runSql } from './lib/sql';
import { summarize, timed } from './lib/stats';
import { buildHttpApp, signInViewers } from './matching/http-app';
import { loadViewers } from './matching/viewers';

const { runs } = settings;
const origin = { origin: 'http://localhost:3000' };

async function seed(handle: DatabaseHandle, profiles: number) {
  await seedFounders(handle, profiles);
  await seedProjects(handle, profiles, 10_000);
}

async function measure(handle: DatabaseHandle, db: BenchDb, profiles: number) {
  const http = await buildHttpApp(handle);
  await http.app.ready();
  const viewers = await loadViewers(handle, profiles);
  const cookies = await signInViewers(handle, http.app, viewers);
  const admin = viewers[0]!;
  await runSql(handle, `update profiles set role = 'admin' where user_id = '${admin.userId}'`);
  const cookie = cookies.get(admin.userId)!;
  const call = async (method: 'GET' | 'PUT', url: string, body?: object) => {
    const answer = await http.app.inject({
      method,
      url,
      headers: { cookie, ...origin },
      ...(body && { payload: body }),
    });
    if (answer.statusCode !== 200) throw new Error(`${method} ${url}: ${answer.statusCode}`);
    return answer.json() as { nextCursor?: string | null };
  };
  const measureRuns = async (name: string, work: (i: number) => Promise<unknown>) => {
    await work(0);
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) times.push((await timed(() => work(i))).ms);
    console.log(JSON.stringify({ bench: name, profiles, db, runs, ...summarize(times) }));
  };

  try {
    await measureRuns('admin.stats.30d', () => call('GET', '/api/admin/stats?period=30d'));
    await measureRuns('admin.stats.1y', () => call('GET', '/api/admin/stats?period=1y'));
    await measureRuns('admin.members.newest', () => call('GET', '/api/admin/members'));
    const first = await call('GET', '/api/admin/members?sort=name');
    await measureRuns('admin.members.by_name_page2', () =>
      call('GET', `/api/admin/members?sort=name&cursor=${first.nextCursor}`),
    );
    await measureRuns('admin.members.search', (i) =>
      call('GET', `/api/admin/members?q=${['ada', 'lin', 'son', 'mar'][i % 4]}`),
    );
    await measureRuns('admin.members.suspended', () =>
      call('GET', '/api/admin/members?status=suspended'),
    );
    await measureRuns('admin.member', (i) =>
      call('GET', `/api/admin/members/${viewers[1 + (i % (viewers.length - 1))]!.userId}`),
    );
    await measureRuns('admin.suspend_and_activate', async (i) => {
      const target = viewers[1 + (i % (viewers.length - 1))]!.userId;
      const url = `/api/admin/members/${target}/status`;
      await call('PUT', url, { status: 'suspended', reason: 'Benchmark' });
      await call('PUT', url, { status: 'active', reason: 'Benchmark' });
    });
    await measureRuns('admin.audit_log', () => call('GET', '/api/admin/audit-log'));
  } finally {
    await http.close();
  }
}

await runBench({ seed, measure });
