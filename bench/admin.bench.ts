// `npm run bench -- admin`: p50/p95 through the real app of the admin area's members, at
// BENCH_SIZES members (default 10000,100000) with 10,000 projects, on PGlite and on PostgreSQL
// (see bench/discovery.bench.ts for the settings):
// - admin.stats.30d and admin.stats.1y: the dashboard's four figures against the period before;
// - admin.revenue.30d and admin.revenue.1y: the Revenue page's figures and series, over 100,000
//   premium transactions spread over a year; admin.revenue.export.1y: the year's CSV (all of them)
//   read to its end, and admin.revenue.export.first_byte.1y: the time to its first byte in the
//   same runs;
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
// - admin.matchmaking.30d and .1y: the Matchmaking page's rates and score bands, over
//   BENCH_DECISIONS match decisions (default 1,000,000); admin.matchmaking.decisions (the first page), .decisions_page2 (a keyset
//   page) and .decisions_search (a member's name).
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { adminCaller } from './lib/admin-caller';
import { runBench } from './lib/harness';
import { printFigure, runMeasurer } from './lib/measure-runs';
import { measurePartners } from './lib/partners-figures';
import { measureReports, seedReports } from './lib/report-figures';
import { seedActivity } from './lib/seed-activity';
import { seedDecisions } from './lib/seed-decisions';
import { seedFounders } from './lib/seed-founders';
import { seedPremiumTransactions } from './lib/seed-premium-transactions';
import { seedProjects } from './lib/seed-projects';
import { settings, type BenchDb } from './lib/settings';
import { runSql } from './lib/sql';
import { buildHttpApp, signInViewers } from './matching/http-app';
import { loadViewers } from './matching/viewers';

const { runs } = settings;

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
  const labels = { profiles, db, runs };
  const measureRuns = runMeasurer(labels);
  const caller = adminCaller(http.app, cookies.get(admin.userId)!);
  const call = caller.send<{ nextCursor?: string | null }>;
  const figures = { handle, admin: caller, labels, measureRuns };

  try {
    await measureRuns('admin.stats.30d', () => call('GET', '/api/admin/stats?period=30d'));
    await measureRuns('admin.stats.1y', () => call('GET', '/api/admin/stats?period=1y'));
    await measureRuns('admin.revenue.30d', () => call('GET', '/api/admin/revenue?period=30d'));
    await measureRuns('admin.revenue.1y', () => call('GET', '/api/admin/revenue?period=1y'));
    const firstBytes: number[] = [];
    await measureRuns('admin.revenue.export.1y', async (i) => {
      const file = await caller.download('/api/admin/revenue/export?period=1y');
      if (i < runs) firstBytes.push(file.firstByteMs);
    });
    printFigure(labels, 'admin.revenue.export.first_byte.1y', firstBytes);
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
    await measurePartners(figures);
    await measureReports(figures);
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
