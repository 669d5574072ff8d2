// The moderation queue figures of the admin benchmark (bench/admin.bench.ts), over two reports
// per member (a third of them open; profiles, ideas and comments), spread over 90 days:
// - admin.reports.open: the queue's first page, with the content and the counts of each report;
// - admin.reports.decide: one open report dismissed (with the other open reports on the same
//   thing, the audit line, the reporters' mails and the live count).
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import type { BenchDb } from './settings';
import { queryRows, runSql } from './sql';
import { summarize, timed } from './stats';

const origin = { origin: 'http://localhost:3000' };

/** Reports by founder 1 + g % n about another founder; every tenth names an idea, a comment. */
export async function seedReports(handle: DatabaseHandle, n: number) {
  await runSql(
    handle,
    `insert into reports (reporter_id, profile_id, content_kind, content_id, reason, details,
       status, decision, decided_at, created_at)
     select 'bench-' || (1 + g % ${n}),
       md5('p' || (1 + (g * 7 + 3) % ${n}))::uuid,
       case g % 10 when 0 then 'idea' when 1 then 'idea_comment' end,
       case when g % 10 in (0, 1) then md5('c' || (g / 5))::uuid end,
       (array['spam', 'harassment', 'fake_profile', 'inappropriate_content', 'scam', 'other'])[1 + g % 6],
       'Benchmark report ' || g,
       case g % 3 when 0 then 'open' when 1 then 'resolved' else 'dismissed' end,
       case g % 3 when 1 then 'warned' when 2 then 'dismissed' end,
       case when g % 3 <> 0 then now() - random() * 30 * interval '1 day' end,
       now() - random() * 90 * interval '1 day'
     from generate_series(1, ${2 * n}) as g`,
  );
}

export async function measureReports(options: {
  app: FastifyInstance;
  handle: DatabaseHandle;
  cookie: string;
  db: BenchDb;
  profiles: number;
  runs: number;
}) {
  const { app, cookie, db, profiles, runs } = options;
  const send = async (method: 'GET' | 'PUT', url: string, body?: object) => {
    const answer = await app.inject({
      method,
      url,
      headers: { cookie, ...origin },
      ...(body && { payload: body }),
    });
    if (answer.statusCode !== 200) throw new Error(`${method} ${url}: ${answer.statusCode}`);
  };
  const measure = async (name: string, work: (i: number) => Promise<unknown>) => {
    await work(runs);
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) times.push((await timed(() => work(i))).ms);
    console.log(JSON.stringify({ bench: name, profiles, db, runs, ...summarize(times) }));
  };

  await measure('admin.reports.open', () => send('GET', '/api/admin/reports'));
  // The newest open reports, one per target: each run decides one still open.
  const open = await queryRows<{ id: string }>(
    options.handle,
    `select distinct on (profile_id, content_kind, content_id) id, created_at from reports
      where status = 'open' order by profile_id, content_kind, content_id, created_at desc
      limit ${runs + 1}`,
  );
  await measure('admin.reports.decide', (i) =>
    send('PUT', `/api/admin/reports/${open[i]!.id}`, { action: 'dismiss' }),
  );
}
