// The moderation queue figures of the admin benchmark (bench/admin.bench.ts), over two reports
// per member (a third of them open; profiles, ideas and comments), spread over 90 days:
// - admin.reports.open: the queue's first page, with the content and the counts of each report;
// - admin.reports.decide: one open report dismissed (with the other open reports on the same
//   thing, the audit line, the reporters' mails and the live count).
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import type { AdminCaller } from './admin-caller';
import type { MeasureRuns, RunLabels } from './measure-runs';
import { queryRows, runSql } from './sql';

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
  handle: DatabaseHandle;
  admin: AdminCaller;
  labels: RunLabels;
  measureRuns: MeasureRuns;
}) {
  const { admin, measureRuns } = options;
  await measureRuns('admin.reports.open', () => admin.send('GET', '/api/admin/reports'));
  // The newest open reports, one per target: each run decides one still open.
  const open = await queryRows<{ id: string }>(
    options.handle,
    `select distinct on (profile_id, content_kind, content_id) id, created_at from reports
      where status = 'open' order by profile_id, content_kind, content_id, created_at desc
      limit ${options.labels.runs + 1}`,
  );
  await measureRuns('admin.reports.decide', (i) =>
    admin.send('PUT', `/api/admin/reports/${open[i]!.id}`, { action: 'dismiss' }),
  );
}
