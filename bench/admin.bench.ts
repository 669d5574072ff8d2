// `npm run bench -- admin`: p50/p95 through the real app of the admin area's members, at
// BENCH_SIZES members (default 10000,100000) with 10,000 projects, on PGlite and on PostgreSQL
// (see bench/discovery.bench.ts for the settings):
// - admin.stats.30d and admin.stats.1y: the dashboard's four figures against the period before;
// - admin.revenue.30d and admin.revenue.1y: the Revenue page's figures and series, over 100,000
//   premium transactions spread over a year; admin.revenue.export.1y: the year's CSV (all of them);
// - admin.analytics.30d and admin.analytics.1y: the Analytics page (active members per day and
//   week, retention by signup week, re-engagement, top reputation) over the activity of the
//   seeded decisions, messages, profile views and check-ins;
// - admin.members.newest, .by_name_page2 (a keyset page), .search (name or email, anywhere)
//   and .suspended (a status filter);
// - admin.member: one member's page (connections, reports, payments, sessions, history);
// - admin.suspend_and_activate: two status changes with their audit lines and session ends;
// - admin.audit_log: the latest entries;
// - partners.import.10k and partners.list: see bench/lib/partners-figures.ts;
// - admin.reports.open and admin.reports.decide: see bench/lib/report-figures.ts;
// - admin.matchmaking.30d and .1y: the Matchmaking page's rates and score bands, over 1,000,000
//   match decisions; admin.matchmaking.decisions (the first page), .decisions_page2 (a keyset
//   page) and .decisions_search (a member's name).
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { runBench } from './lib/harness';
import { measurePartners } from './lib/partners-figures';
import { measureReports, seedReports } from './lib/report-figures';
import { seedActivity } from './lib/seed-activity';
import { seedDecisions } from './lib/seed-decisions';
import { seedFounders } from './lib/seed-founders';
import { seedPremiumTransactions } from './lib/seed-premium-transactions';
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
  await seedPremiumTransactions(handle, profiles, 100_000);
  await seedDecisions(handle, profiles);
  await seedActivity(handle, profiles);
  await seedReports(handle, profiles);
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
  /** A file answer, read to its end. */
  const download = async (url: string) => {
    const answer = await http.app.inject({ method: 'GET', url, headers: { cookie } });
    if (answer.statusCode !== 200) throw new Error(`GET ${url}: ${answer.statusCode}`);
    return answer.rawPayload.length;
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
    await measureRuns('admin.revenue.30d', () => call('GET', '/api/admin/revenue?period=30d'));
    await measureRuns('admin.revenue.1y', () => call('GET', '/api/admin/revenue?period=1y'));
    await measureRuns('admin.revenue.export.1y', () =>
      download('/api/admin/revenue/export?period=1y'),
    );
    await measureRuns('admin.analytics.30d', () => call('GET', '/api/admin/analytics?period=30d'));
    await measureRuns('admin.analytics.1y', () => call('GET', '/api/admin/analytics?period=1y'));
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
    await measurePartners({ app: http.app, handle, cookie, db, profiles, runs });
    await measureReports({ app: http.app, handle, cookie, db, profiles, runs });
    await measureRuns('admin.matchmaking.30d', () => call('GET', '/api/admin/matchmaking'));
    await measureRuns('admin.matchmaking.1y', () =>
      call('GET', '/api/admin/matchmaking?period=1y'),
    );
    const decisions = '/api/admin/matchmaking/decisions?period=1y';
    await measureRuns('admin.matchmaking.decisions', () => call('GET', decisions));
    const firstDecisions = await call('GET', decisions);
    await measureRuns('admin.matchmaking.decisions_page2', () =>
      call('GET', `${decisions}&cursor=${firstDecisions.nextCursor}`),
    );
    await measureRuns('admin.matchmaking.decisions_search', (i) =>
      call('GET', `${decisions}&q=${['ada', 'lin', 'son', 'mar'][i % 4]}`),
    );
  } finally {
    await http.close();
  }
}

await runBench({ seed, measure });
