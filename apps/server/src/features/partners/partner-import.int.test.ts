import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import { partnersMessages as m } from '@cofound/shared/partners/partners.schemas';
import { queryRows } from '../../db/client';
import { partnerMembers, users } from '../../db/schema';
import { MAIL_RETRY_JOB, outboxDirectory, readOutboxMails } from '../../mail';
import { memberKit } from '../../test/member-kit';
import { postSignIn, TEST_APP_URL } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { INVITATIONS_PER_JOB, PARTNER_INVITATIONS_JOB } from './partner-invitations';
import { csvOf, partnersKit } from './partners-test-kit';

const ctx = useTestApp();
const kit = memberKit(ctx);
const partners = partnersKit(ctx, kit);

let unique = 0;
/** A row for an address nobody has yet. */
function newRow(role = 'founder'): [string, string, string] {
  unique += 1;
  return [`import-${unique}-${Date.now()}@example.com`, `Imported ${unique}`, role];
}

async function membersOf(partnerId: string) {
  return ctx.database.db
    .select({ userId: partnerMembers.userId, role: partnerMembers.role })
    .from(partnerMembers)
    .where(eq(partnerMembers.partnerId, partnerId));
}

async function userExists(email: string): Promise<boolean> {
  const rows = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return rows.length > 0;
}

/** The invitation jobs of a partner's imports: how many members each one mails. */
async function invitationJobs(partnerName: string): Promise<number[]> {
  const rows = await queryRows<{ members: number }>(
    ctx.database.db,
    sql`select jsonb_array_length(payload -> 'members') as members from jobs
      where kind = ${PARTNER_INVITATIONS_JOB} and payload ->> 'partnerName' = ${partnerName}
      order by id`,
  );
  return rows.map((row) => Number(row.members));
}

/** The mails in the outbox to these addresses. */
async function mailsTo(addresses: readonly string[]) {
  const wanted = new Set(addresses);
  const mails = await readOutboxMails(outboxDirectory(ctx.dataDir));
  return mails.filter((mail) => wanted.has(mail.to));
}

/** Members in the bulk import: more than two statement batches. */
const BULK = 2_500;

describe('importing a partner’s members', () => {
  it("refuses a file with only the header: 'at least one row'", async () => {
    const admin = await partners.admin();
    const partner = await partners.create(admin);
    const response = await partners.importCsv(admin, partner.id, 'email,name,role\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: m.noRows,
      fieldErrors: { csv: [m.noRows] },
    });
    expect(m.noRows).toContain('at least one row');
  });

  it('refuses text that is not CSV', async () => {
    const admin = await partners.admin();
    const partner = await partners.create(admin);
    const response = await partners.importCsv(admin, partner.id, 'email,name,role\n"a@b.co,A,x');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(m.csvFailed);
  });

  it('imports nothing when row 7 has a bad email, and says which row and why', async () => {
    const admin = await partners.admin();
    const partner = await partners.create(admin);
    const rows = Array.from({ length: 7 }, () => newRow());
    rows[5] = ['not-an-email', 'Bad Row', 'founder'];
    const response = await partners.importCsv(admin, partner.id, csvOf(rows));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: m.importRefused,
      fieldErrors: { 'row.7': [accountMessages.emailInvalid] },
    });
    expect(await membersOf(partner.id)).toEqual([]);
    expect(await userExists(rows[0]![0])).toBe(false);
  });

  it('refuses both rows of a duplicated email', async () => {
    const admin = await partners.admin();
    const partner = await partners.create(admin);
    const [a, b] = [newRow(), newRow()];
    const response = await partners.importCsv(
      admin,
      partner.id,
      csvOf([a, b, [a[0].toUpperCase(), 'Again', 'mentor']]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fieldErrors).toEqual({
      'row.2': ['Same email as row 4'],
      'row.4': ['Same email as row 2'],
    });
    expect(await membersOf(partner.id)).toEqual([]);
  });

  it('refuses suspended members and admins, and a dry run reports without writing', async () => {
    const admin = await partners.admin();
    const partner = await partners.create(admin);
    const suspended = await kit.member();
    await kit.suspend(suspended);
    const otherAdmin = await partners.admin();
    const fresh = newRow();
    const file = csvOf([
      fresh,
      [suspended.email, suspended.name, 'founder'],
      [otherAdmin.email, otherAdmin.name, 'mentor'],
    ]);
    const dry = await partners.importCsv(admin, partner.id, file, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      dryRun: true,
      imported: false,
      created: 1,
      linked: 0,
      refused: 2,
      rows: [
        { row: 2, email: fresh[0], outcome: 'created', reasons: [] },
        { row: 3, outcome: 'refused', reasons: [m.memberNotActive] },
        { row: 4, outcome: 'refused', reasons: [m.memberIsAdmin] },
      ],
    });
    const real = await partners.importCsv(admin, partner.id, file);
    expect(real.statusCode).toBe(422);
    expect(real.json().error.fieldErrors).toEqual({
      'row.3': [m.memberNotActive],
      'row.4': [m.memberIsAdmin],
    });
    expect(await userExists(fresh[0])).toBe(false);
    expect(await membersOf(partner.id)).toEqual([]);
    expect(await invitationJobs(partner.name)).toEqual([]);
  });

  it('links existing members with their role, once, and writes the audit line', async () => {
    const admin = await partners.admin('Import Admin');
    const partner = await partners.create(admin, { name: 'Linking Partner' });
    const ada = await kit.member();
    const first = await partners.importCsv(
      admin,
      partner.id,
      csvOf([[ada.email.toUpperCase(), 'Any Name', ' Mentor ']]),
    );
    expect(first.json()).toMatchObject({ imported: true, created: 0, linked: 1 });
    expect(await membersOf(partner.id)).toEqual([{ userId: ada.userId, role: 'Mentor' }]);
    // The role at the partner is never Cofound's role.
    const session = (await kit.as(ada).get('/api/session')).json();
    expect(session.user.role).toBe('user');

    const again = await partners.importCsv(
      admin,
      partner.id,
      csvOf([[ada.email, 'Ada', 'founder']]),
    );
    expect(again.json()).toMatchObject({
      imported: true,
      linked: 0,
      alreadyLinked: 1,
      rows: [{ outcome: 'already-linked' }],
    });
    const audit = (await kit.as(admin).get('/api/admin/audit-log?limit=1')).json().items[0];
    expect(audit).toMatchObject({
      action: 'partner.import',
      adminName: 'Import Admin',
      targetName: 'Linking Partner',
      after: '0 created, 0 linked, 1 already linked',
    });
  });

  it('creates new members who get an invitation, set a password through it and sign in', async () => {
    const admin = await partners.admin();
    const partner = await partners.create(admin, { name: 'Inviting Labs' });
    const row = newRow('portfolio founder');
    const response = await partners.importCsv(admin, partner.id, csvOf([row]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      imported: true,
      created: 1,
      rows: [{ outcome: 'created' }],
    });
    const [link] = await membersOf(partner.id);
    expect(link?.role).toBe('portfolio founder');

    // No password yet: nobody can sign in as them.
    expect((await postSignIn(ctx.app, row[0], 'correct-horse-42')).statusCode).toBe(401);

    await ctx.app.jobs.tick();
    const [mail, ...more] = await mailsTo([row[0]]);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Inviting Labs invited you to Cofound');
    const url = new URL(mail?.links[0] ?? '');
    expect(url.origin).toBe(TEST_APP_URL);
    expect(url.searchParams.get('callbackURL')).toBe('/reset-password');
    const landing = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    const token = url.pathname.split('/').pop() ?? '';
    expect(landing.headers.location).toBe(`${TEST_APP_URL}/reset-password?token=${token}`);

    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_APP_URL },
      payload: { newPassword: 'my-first-password', token },
    });
    expect(set.statusCode).toBe(200);
    const signedIn = await postSignIn(ctx.app, row[0], 'my-first-password');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(link?.userId);
  });

  it('queues the invitations with the import, a hundred a job, and mails each member once', async () => {
    const admin = await partners.admin();
    const partner = await partners.create(admin);
    const rows = Array.from({ length: 2 * INVITATIONS_PER_JOB + 50 }, () => newRow());
    const response = await partners.importCsv(admin, partner.id, csvOf(rows));
    expect(response.json()).toMatchObject({ imported: true, created: rows.length });
    expect(await invitationJobs(partner.name)).toEqual([
      INVITATIONS_PER_JOB,
      INVITATIONS_PER_JOB,
      50,
    ]);

    await ctx.app.jobs.tick();
    const mails = await mailsTo(rows.map(([email]) => email));
    expect(mails.map((mail) => mail.to).sort()).toEqual(rows.map(([email]) => email).sort());
    expect(new Set(mails.map((mail) => mail.links[0])).size).toBe(rows.length);
  });

  it('imports when a mail cannot be written, and sends it once the outbox can take it', async () => {
    const admin = await partners.admin();
    const partner = await partners.create(admin, { name: 'Patient Partners' });
    const row = newRow();
    const outbox = outboxDirectory(ctx.dataDir);
    const aside = `${outbox}-aside`;
    fs.renameSync(outbox, aside);
    // A file where the outbox folder should be: every write fails, as on a full disk.
    fs.writeFileSync(outbox, 'in the way');
    try {
      const response = await partners.importCsv(admin, partner.id, csvOf([row]));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ imported: true, created: 1 });
      expect(await membersOf(partner.id)).toHaveLength(1);
      await ctx.app.jobs.tick();
    } finally {
      fs.rmSync(outbox);
      fs.renameSync(aside, outbox);
    }
    expect(await mailsTo([row[0]])).toEqual([]);
    const waiting = await queryRows<{ attempts: number; last_error: string | null }>(
      ctx.database.db,
      sql`select attempts, last_error from jobs
        where kind = ${MAIL_RETRY_JOB} and finished_at is null and payload ->> 'to' = ${row[0]}`,
    );
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.last_error).not.toBeNull();

    // Its backoff has passed.
    await ctx.database.db.execute(
      sql`update jobs set run_at = now() where kind = ${MAIL_RETRY_JOB} and finished_at is null`,
    );
    await ctx.app.jobs.tick();
    const [mail, ...more] = await mailsTo([row[0]]);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Patient Partners invited you to Cofound');
  });

  it('answers 404 for an unknown partner', async () => {
    const admin = await partners.admin();
    const response = await partners.importCsv(
      admin,
      '6a0c1c5e-1f43-4f4e-9b3f-3b8d1c1c0000',
      csvOf([newRow()]),
    );
    expect(response.statusCode).toBe(404);
  });

  // Past the repository's statement batches of 1,000 and into many invitation jobs; the time of
  // an import of 10,000 is printed by the admin benchmark (partners.import.10k).
  it(
    'imports 2,500 new members at once, with their invitations',
    { timeout: 120_000 },
    async () => {
      const admin = await partners.admin();
      const partner = await partners.create(admin);
      const stamp = Date.now();
      const rows = Array.from({ length: BULK }, (_, i) => [
        `bulk-${stamp}-${i}@example.com`,
        `Bulk Member ${i}`,
        i % 10 === 0 ? 'mentor' : 'founder',
      ]);
      const response = await partners.importCsv(admin, partner.id, csvOf(rows));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ created: BULK, refused: 0 });
      expect(await invitationJobs(partner.name)).toHaveLength(BULK / INVITATIONS_PER_JOB);
      // The mails go out after the answer; the app does not close before they have.
      await ctx.app.jobs.tick();
      const [sent] = await queryRows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from jobs where kind = ${PARTNER_INVITATIONS_JOB}
        and payload ->> 'partnerName' = ${partner.name} and failed_at is null
        and finished_at is not null`,
      );
      expect(sent?.n).toBe(BULK / INVITATIONS_PER_JOB);
      const [counted] = await ctx.database.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(partnerMembers)
        .where(eq(partnerMembers.partnerId, partner.id));
      expect(counted?.n).toBe(BULK);
    },
  );
});
