// The partners figures of the admin benchmark (bench/admin.bench.ts):
// - partners.import.10k: seconds for one import of 10,000 new members (accounts, profiles and
//   invitation links in one transaction, their mails queued as jobs);
// - partners.invitations.10k: seconds from the import's answer until the job table sent every
//   invitation mail (to the outbox folder);
// - partners.list: the first page of partners, each with its member count and its share of
//   their payments (the totals triggers keep per partner), after the seeded founders who paid
//   joined one partner and the 10,000 new members another.
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { PARTNER_INVITATIONS_JOB } from '../../apps/server/src/features/partners';
import type { AdminCaller } from './admin-caller';
import type { MeasureRuns, RunLabels } from './measure-runs';
import { queryRows } from './sql';
import { timed } from './stats';
const PARTNERS = 25;
const NEW_MEMBERS = 10_000;

const field = (value: string) => `"${value.replaceAll('"', '""')}"`;
const csvOf = (rows: { email: string; name: string }[]) =>
  ['email,name,role', ...rows.map((row) => `${field(row.email)},${field(row.name)},founder`)].join(
    '\n',
  );

export async function measurePartners(options: {
  handle: DatabaseHandle;
  admin: AdminCaller;
  labels: RunLabels;
  measureRuns: MeasureRuns;
}) {
  const { admin, measureRuns } = options;
  const { profiles, db } = options.labels;
  const send = admin.send<{ id: string }>;

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
  const sent = await timed(() => invitationsSent(options.handle));
  const sentSeconds = Math.round(sent.ms / 10) / 100;
  console.log(
    JSON.stringify({ bench: 'partners.invitations.10k', profiles, db, seconds: sentSeconds }),
  );

  await measureRuns('partners.list', () => admin.send('GET', '/api/admin/partners'), {
    linked: payers.length,
  });
}

/** Waits until no invitation job is left unfinished (the app's job runner sends them). */
async function invitationsSent(handle: DatabaseHandle) {
  for (;;) {
    const [row] = await queryRows<{ left: number }>(
      handle,
      `select count(*)::int as left from jobs
        where kind = '${PARTNER_INVITATIONS_JOB}' and finished_at is null`,
    );
    if (Number(row!.left) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
