import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataExportMessages as m } from '@cofound/shared/data-export/data-export.messages';
import type { DataExport } from '@cofound/shared/data-export/data-export.schemas';
import {
  accounts,
  dataExports,
  matchDecisions,
  projects,
  startupIdeaComments,
  startupIdeas,
} from '../../db/schema';
import { outboxDirectory, readOutboxMails } from '../../mail';
import { createLocalStorage } from '../../storage';
import { memberKit, type Member } from '../../test/member-kit';
import { TEST_APP_URL, fromApp } from '../../test/test-app';
import { multipartBody, PNG_1X1 } from '../../test/upload-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { DATA_EXPORT_EXPIRE_JOB } from './index';

// Downloading your data (docs/product.md#data-export): exactly the member's own data, built in
// the background, one at a time, for the member only, gone after 7 days.
const ctx = useTestApp();
const kit = memberKit(ctx);
const db = () => ctx.database.db;
const storage = () => createLocalStorage(path.join(ctx.dataDir, 'uploads'));

let a: Member;
let b: Member;
let c: Member;
let d: Member;

const A_TO_B = 'Hello B, this is A about the fintech idea';
const B_TO_A = 'Hi A, B here: count me in';
const B_TO_C = 'B to C: keep this between us';
const C_TO_B = 'C to B: of course, secret plans';
const A_REPORT = 'A reports C for spam in the circles';
const C_REPORT = 'C reports A out of spite';
const B_COMMENT = "B's comment on A's idea";

/** The queued builds wait until the test runs the jobs itself. */
function holdJobs() {
  return vi.spyOn(ctx.app.jobs, 'tick').mockResolvedValue(undefined);
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function latest(member: Member): Promise<DataExport | null> {
  const answer = await kit.as(member).get('/api/data-export');
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { export: DataExport | null }).export;
}

async function keyOf(exportId: string): Promise<string | null> {
  const [row] = await db()
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(eq(dataExports.id, exportId));
  return row?.key ?? null;
}

async function unzip(body: Buffer) {
  const zip = await JSZip.loadAsync(body);
  const files: Record<string, string> = {};
  for (const [name, entry] of Object.entries(zip.files)) {
    if (!entry.dir && !name.startsWith('uploads/')) files[name] = await entry.async('string');
  }
  const json = (name: string) => JSON.parse(files[name]!) as Record<string, unknown> & unknown[];
  return { zip, files, json };
}

beforeAll(async () => {
  [a, b, c, d] = [
    await kit.member({ name: 'Ada Exporter' }),
    await kit.member({ name: 'Ben Partner' }),
    await kit.member({ name: 'Cleo Third' }),
    await kit.member({ name: 'Dan Blocked' }),
  ];
  await kit.connect(a, b);
  await kit.connect(b, c);
  const send = async (from: Member, to: Member, body: string) =>
    expect((await kit.as(from).post(`/api/messages/${to.profileId}`, { body })).statusCode).toBe(
      201,
    );
  await send(a, b, A_TO_B);
  await send(b, a, B_TO_A);
  await send(b, c, B_TO_C);
  await send(c, b, C_TO_B);
  const report = (from: Member, about: Member, details: string) =>
    kit.as(from).post('/api/reports', { profileId: about.profileId, reason: 'spam', details });
  expect((await report(a, c, A_REPORT)).statusCode).toBe(201);
  expect((await report(c, a, C_REPORT)).statusCode).toBe(201);
  expect((await kit.as(a).post('/api/blocks', { profileId: d.profileId })).statusCode).toBe(204);
  expect((await kit.as(a).post('/api/check-in')).statusCode).toBe(201);
  const picture = multipartBody(PNG_1X1);
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/profiles/me/image',
    payload: picture.payload,
    headers: { ...picture.headers, ...fromApp(a.cookie) },
  });
  expect(uploaded.statusCode).toBe(200);

  const [idea] = await db()
    .insert(startupIdeas)
    .values({
      userId: a.userId,
      title: 'Invoices that pay themselves',
      description: 'A fintech idea',
      industry: 'finance',
    })
    .returning({ id: startupIdeas.id });
  await db()
    .insert(startupIdeaComments)
    .values({ ideaId: idea!.id, userId: b.userId, content: B_COMMENT });
  await db().insert(projects).values({
    userId: a.userId,
    title: 'Ledgerly',
    description: 'Bookkeeping for founders',
    industry: 'Finance',
    stage: 'mvp',
  });
  // B's like of A is B's decision, never A's data.
  await db()
    .insert(matchDecisions)
    .values({ userId: b.userId, profileId: a.profileId, liked: true, score: 0.9 });
  await db()
    .insert(matchDecisions)
    .values({ userId: a.userId, profileId: c.profileId, liked: false, score: 0.4 });
});

describe("a member's data export", () => {
  let first: DataExport;
  let archive: Awaited<ReturnType<typeof unzip>>;

  it('is queued, one at a time: a second request while it is prepared gets 409', async () => {
    expect(await latest(a)).toBeNull();
    holdJobs();
    const started = await kit.as(a).post('/api/data-export');
    expect(started.statusCode).toBe(201);
    first = started.json() as DataExport;
    expect(first).toMatchObject({ status: 'queued', progress: 0, readyAt: null, sizeBytes: null });

    const again = await kit.as(a).post('/api/data-export');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.inProgress);
    expect(await latest(a)).toMatchObject({ id: first.id, status: 'queued' });
    // Building (a run that a crash interrupted is claimed again from there): still refused.
    await db().update(dataExports).set({ status: 'building' }).where(eq(dataExports.id, first.id));
    expect((await kit.as(a).post('/api/data-export')).statusCode).toBe(409);
  });

  it('is built in the background to 100%, ready for 7 days, and mailed', async () => {
    await ctx.app.jobs.tick();
    const ready = (await latest(a))!;
    expect(ready).toMatchObject({ id: first.id, status: 'ready', progress: 100, error: null });
    expect(ready.sizeBytes).toBeGreaterThan(0);
    const days = (Date.parse(ready.expiresAt!) - Date.parse(ready.readyAt!)) / 86_400_000;
    expect(days).toBe(7);
    expect(await keyOf(first.id)).toBe(`exports/${a.userId}/${first.id}.zip`);

    const mails = (await readOutboxMails(outboxDirectory(ctx.dataDir))).filter(
      (mail) => mail.to === a.email && mail.subject === 'Your Cofound data is ready',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Hi Ada,');
    expect(mails[0]!.text).toContain('It is available for 7 days');
    expect(mails[0]!.links).toEqual([`${TEST_APP_URL}/profile#your-data`]);
  });

  it('downloads as a ZIP attachment, to its member only', async () => {
    const response = await kit.as(a).get('/api/data-export/file');
    expect(response.statusCode).toBe(200);
    const day = (await latest(a))!.readyAt!.slice(0, 10);
    expect(response.headers).toMatchObject({
      'content-type': 'application/zip',
      'cache-control': 'no-store',
    });
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="cofound-data-${day}\\.zip"`),
    );
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    archive = await unzip(response.rawPayload);

    // Another member has no download of their own, and cannot reach this one.
    expect(await latest(b)).toBeNull();
    expect((await kit.as(b).get('/api/data-export/file')).statusCode).toBe(404);
    expect((await kit.as(null).get('/api/data-export/file')).statusCode).toBe(401);
    // The public uploads route serves media only, never an export.
    const key = (await keyOf(first.id))!;
    expect((await kit.as(a).get(`/api/uploads/${key}`)).statusCode).toBe(404);
    expect((await kit.as(null).get(`/api/uploads/${key}`)).statusCode).toBe(404);
  });

  it("holds A's profile, picture and README", async () => {
    const { zip, files, json } = archive;
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'match-decisions.json',
        'saved-profiles.json',
        'connections.json',
        'messages.json',
        'video-calls.json',
        'reports-filed.json',
        'blocks.json',
        'check-ins.json',
        'ideas.json',
        'projects.json',
        'circles.json',
        'endorsements.json',
        'referrals.json',
        'billing.json',
        'pitch.json',
        'personality-test.json',
      ]),
    );
    for (const name of Object.keys(files).filter((file) => file.endsWith('.json'))) {
      expect(files['README.txt'], name).toContain(name);
    }
    const profile = json('profile.json') as unknown as {
      account: { name: string; email: string; createdAt: string };
      profile: { id: string; name: string; email: string; imageUrl: string; skills: string[] };
    };
    expect(profile.account).toMatchObject({ name: 'Ada Exporter', email: a.email });
    expect(profile.account.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(profile.profile).toMatchObject({
      id: a.profileId,
      name: 'Ada Exporter',
      email: a.email,
    });
    const picture = zip.file(/^uploads\/profile-picture\.png$/);
    expect(picture).toHaveLength(1);
    expect(Buffer.compare(await picture[0]!.async('nodebuffer'), PNG_1X1)).toBe(0);
  });

  it("holds A's messages both ways, and not one of anyone else's", async () => {
    const { files, json } = archive;
    const messages = json('messages.json') as unknown as {
      direction: string;
      body: string;
      member: { id: string; name: string };
    }[];
    expect(messages.map(({ direction, body, member }) => [direction, body, member])).toEqual([
      ['sent', A_TO_B, { id: b.profileId, name: 'Ben Partner' }],
      ['received', B_TO_A, { id: b.profileId, name: 'Ben Partner' }],
    ]);
    const everything = Object.values(files).join('\n');
    for (const secret of [B_TO_C, C_TO_B, C_REPORT, B_COMMENT]) {
      expect(everything).not.toContain(secret);
    }
  });

  it("holds A's own reports, blocks, check-ins, ideas, projects and decisions only", async () => {
    const { files, json } = archive;
    const reports = json('reports-filed.json') as unknown as {
      details: string;
      reported: object;
    }[];
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      details: A_REPORT,
      reported: { id: c.profileId, name: 'Cleo Third' },
    });
    expect(json('blocks.json')).toEqual([
      { member: { id: d.profileId, name: 'Dan Blocked' }, blockedAt: expect.any(String) },
    ]);
    expect(json('check-ins.json')).toHaveLength(1);
    expect(json('check-ins.json')[0]).toMatchObject({ streak: 1 });
    const ideas = json('ideas.json') as unknown as { ideas: { title: string }[]; comments: [] };
    expect(ideas.ideas.map((idea) => idea.title)).toEqual(['Invoices that pay themselves']);
    expect(ideas.comments).toEqual([]);
    const owned = json('projects.json') as unknown as { projects: { title: string }[] };
    expect(owned.projects.map((project) => project.title)).toEqual(['Ledgerly']);
    const decisions = json('match-decisions.json') as unknown as { member: { id: string } }[];
    expect(decisions.map((decision) => decision.member.id)).toEqual([c.profileId]);
    const connections = json('connections.json') as unknown as { member: { id: string } }[];
    expect(connections.map((connection) => connection.member.id)).toEqual([b.profileId]);
    // No secret of the account: its password hash, nor a session token.
    const [credential] = await db()
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, a.userId));
    expect(credential!.password).toBeTruthy();
    expect(Object.values(files).join('\n')).not.toContain(credential!.password!);
    expect(files['sign-in.json']).not.toMatch(/token/i);
  });

  it('is replaced by a new request once ready, and the old file is removed', async () => {
    const oldKey = (await keyOf(first.id))!;
    expect(await storage().stat(oldKey)).not.toBeNull();
    holdJobs();
    const again = await kit.as(a).post('/api/data-export');
    expect(again.statusCode).toBe(201);
    const second = again.json() as DataExport;
    expect(second.id).not.toBe(first.id);
    await vi.waitFor(async () => expect(await storage().stat(oldKey)).toBeNull());
    expect(await keyOf(first.id)).toBeNull();
    vi.restoreAllMocks();
    await ctx.app.jobs.tick();
    expect(await latest(a)).toMatchObject({ id: second.id, status: 'ready', progress: 100 });
    expect(await storage().stat(`exports/${a.userId}/${second.id}.zip`)).not.toBeNull();
  });

  it('expires after 7 days: the hourly job removes the file, and the download is gone', async () => {
    const own = (await latest(a))!;
    const key = (await keyOf(own.id))!;
    // B's download is 6 days old: it stays.
    holdJobs();
    expect((await kit.as(b).post('/api/data-export')).statusCode).toBe(201);
    vi.restoreAllMocks();
    await ctx.app.jobs.tick();
    const kept = (await latest(b))!;
    const age = (who: Member, days: number, minutes = 0) =>
      db().execute(
        sql`update data_exports
            set ready_at = now() - make_interval(days => ${days}, mins => ${minutes}),
                expires_at = now() - make_interval(days => ${days}, mins => ${minutes}) + interval '7 days'
            where user_id = ${who.userId}`,
      );
    await age(a, 7, 1);
    await age(b, 6);
    // Past its time the file is refused at once, even before the sweep.
    expect((await kit.as(a).get('/api/data-export/file')).statusCode).toBe(404);

    await ctx.app.jobs.enqueue({ kind: DATA_EXPORT_EXPIRE_JOB });
    await ctx.app.jobs.tick();
    expect(await latest(a)).toMatchObject({ id: own.id, status: 'expired' });
    expect(await storage().stat(key)).toBeNull();
    expect(await latest(b)).toMatchObject({ id: kept.id, status: 'ready' });
    expect(await storage().stat((await keyOf(kept.id))!)).not.toBeNull();
    expect((await kit.as(b).get('/api/data-export/file')).statusCode).toBe(200);
  });

  it('fails with words the member sees when it cannot be written, and can be asked again', async () => {
    holdJobs();
    const started = (await kit.as(c).post('/api/data-export')).json() as DataExport;
    // A folder where the file should go: storage cannot write it.
    fs.mkdirSync(path.join(ctx.dataDir, 'uploads', 'exports', c.userId, `${started.id}.zip`), {
      recursive: true,
    });
    vi.restoreAllMocks();
    await ctx.app.jobs.tick();
    expect(await latest(c)).toMatchObject({
      id: started.id,
      status: 'failed',
      error: 'We could not prepare your data. Please try again.',
    });
    expect((await kit.as(c).get('/api/data-export/file')).statusCode).toBe(404);
    holdJobs();
    expect((await kit.as(c).post('/api/data-export')).statusCode).toBe(201);
  });

  it('refuses the second of two requests at the same moment', async () => {
    holdJobs();
    const answers = await Promise.all([
      kit.as(d).post('/api/data-export'),
      kit.as(d).post('/api/data-export'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await db().select().from(dataExports).where(eq(dataExports.userId, d.userId));
    expect(rows).toHaveLength(1);
  });
});
