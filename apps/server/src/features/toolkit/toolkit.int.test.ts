import { inflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { premiumRequiredMessage } from '@cofound/shared/billing/plan';
import { projectFinances } from '@cofound/shared/toolkit/financial-projections';
import { toolkitMessages } from '@cofound/shared/toolkit/toolkit.messages';
import { vestingSchedule } from '@cofound/shared/toolkit/vesting-schedule';
import { projects } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { canvas, deck, projection, vesting } from '../../test/toolkit-inputs';

const ctx = useTestApp();
const kit = memberKit(ctx);

let free: Member;
let premium: Member;
let admin: Member;
let other: Member;

const inAYear = () => new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);

async function projectOf(owner: Member): Promise<string> {
  const [row] = await ctx.database.db
    .insert(projects)
    .values({
      userId: owner.userId,
      title: 'Ledgerly',
      description: 'Bookkeeping for freelancers',
      industry: 'Finance',
      stage: 'idea',
      skillsNeeded: ['Go'],
      rolesNeeded: ['CTO/Technical Lead'],
    })
    .returning({ id: projects.id });
  return row!.id;
}

/** The entries of a zip file by name, inflated (enough of the format for one Office file). */
function unzip(file: Buffer): Map<string, string> {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const entries = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    expect(file.readUInt32LE(at)).toBe(0x02014b50);
    const method = file.readUInt16LE(at + 10);
    const size = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const local = file.readUInt32LE(at + 42);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const data = file.subarray(dataAt, dataAt + size);
    entries.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

beforeAll(async () => {
  free = await kit.member({ name: 'Free' });
  premium = await kit.member({
    name: 'Premium',
    profile: { isPremium: true, premiumUntil: inAYear(), currentPlanId: 'pro' },
  });
  admin = await kit.member({ name: 'Admin', profile: { role: 'admin' } });
  other = await kit.member({ name: 'Other' });
});

describe('premium endpoints', () => {
  const premiumCalls = [
    ['/api/toolkit/vesting-schedule', vesting],
    ['/api/toolkit/financial-projections', projection],
    ['/api/toolkit/financial-projections/csv', projection],
    ['/api/toolkit/pitch-deck/pptx', deck],
  ] as const;

  for (const [url, body] of premiumCalls) {
    it(`${url}: visitors 401, free members 403, Pro members and admins 200`, async () => {
      expect((await kit.as(null).post(url, body)).statusCode).toBe(401);
      const refused = await kit.as(free).post(url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: { code: 'PREMIUM_REQUIRED', message: premiumRequiredMessage },
      });
      expect((await kit.as(premium).post(url, body)).statusCode).toBe(200);
      expect((await kit.as(admin).post(url, body)).statusCode).toBe(200);
    });
  }

  it('a plan that has run out is the free plan', async () => {
    const lapsed = await kit.member({
      profile: { isPremium: true, premiumUntil: new Date(Date.now() - 1000), currentPlanId: 'pro' },
    });
    const response = await kit.as(lapsed).post('/api/toolkit/vesting-schedule', vesting);
    expect(response.statusCode).toBe(403);
  });
});

describe('vesting schedule', () => {
  it('answers the shared schedule', async () => {
    const response = await kit.as(premium).post('/api/toolkit/vesting-schedule', vesting);
    expect(response.json()).toEqual(vestingSchedule(vesting));
    expect(response.json().events[0]).toMatchObject({
      month: 12,
      shares: 12000,
      ifAccelerated: 30000,
    });
  });

  it('refuses a cliff longer than the vesting period', async () => {
    const response = await kit
      .as(premium)
      .post('/api/toolkit/vesting-schedule', { ...vesting, cliffMonths: 60 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      cliffMonths: [toolkitMessages.cliffAfterEnd],
    });
  });
});

describe('financial projections', () => {
  it('answers the shared projection', async () => {
    const response = await kit.as(premium).post('/api/toolkit/financial-projections', projection);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      projectFinances({ ...projection, hires: [...projection.hires] }),
    );
  });

  it('refuses a negative price and a start month past 36', async () => {
    const response = await kit.as(premium).post('/api/toolkit/financial-projections', {
      ...projection,
      pricePerCustomer: -1,
      hires: [{ role: 'Engineer', monthlySalary: 1, startMonth: 37 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toMatchObject({
      pricePerCustomer: [toolkitMessages.amountRange],
      'hires.0.startMonth': [toolkitMessages.startMonthRange],
    });
  });

  it('exports a CSV with one row a month, numbers as numbers and formula cells escaped', async () => {
    const response = await kit.as(premium).post('/api/toolkit/financial-projections/csv', {
      ...projection,
      hires: [
        { role: '=HYPERLINK("http://evil.example","Pay")', monthlySalary: 100, startMonth: 1 },
        { role: '+1', monthlySalary: 100, startMonth: 2 },
        { role: '-2', monthlySalary: 100, startMonth: 3 },
        { role: '@SUM(A1)', monthlySalary: 100, startMonth: 4 },
        { role: 'Designer', monthlySalary: 100, startMonth: 5 },
      ],
      startingCash: 0,
      fixedMonthlyCosts: 100000,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="financial-projections.csv"',
    );
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(37);
    expect(lines[0]).toMatch(/^Month,Customers,/);
    expect(lines[1]).toMatch(/,"'=HYPERLINK\(""http:\/\/evil\.example"",""Pay""\)"$/);
    expect(lines[2]).toMatch(/,'\+1$/);
    expect(lines[3]).toMatch(/,'-2$/);
    expect(lines[4]).toMatch(/,'@SUM\(A1\)$/);
    expect(lines[5]).toMatch(/,Designer$/);
    // The net and the cash are negative numbers, not escaped text.
    const [month, , , , , , , , , net, , cash] = lines[1]!.split(',');
    expect(month).toBe('1');
    expect(Number(net)).toBeLessThan(0);
    expect(cash).toBe(net);
  });
});

describe('pitch deck file', () => {
  it('is a PowerPoint file with a slide per outline slide', async () => {
    const response = await kit.as(premium).post('/api/toolkit/pitch-deck/pptx', deck);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="ledgerly-deck.pptx"',
    );
    const file = response.rawPayload;
    expect(file.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const entries = unzip(file);
    expect(entries.get('ppt/slides/slide1.xml')).toContain('Ledgerly');
    expect(entries.get('ppt/slides/slide1.xml')).toContain('Bookkeeping for freelancers');
    expect(entries.get('ppt/slides/slide2.xml')).toContain('Problem &amp; pain');
    expect(entries.get('ppt/slides/slide2.xml')).toContain(
      'Freelancers lose 5 hours a month on books',
    );
    expect(entries.has('ppt/slides/slide3.xml')).toBe(false);
  });

  it('refuses an outline without slides', async () => {
    const response = await kit
      .as(premium)
      .post('/api/toolkit/pitch-deck/pptx', { deckTitle: 'Empty', slides: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ slides: [toolkitMessages.slidesMin] });
  });
});

describe('documents', () => {
  const canvasUrl = '/api/toolkit/documents/business-model-canvas';

  it('answers nothing saved, then what was saved, for the member alone', async () => {
    const member = await kit.member();
    const empty = await kit.as(member).get(canvasUrl);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      tool: 'business-model-canvas',
      projectId: null,
      content: null,
      updatedAt: null,
    });
    const saved = await kit.as(member).put(canvasUrl, { content: canvas });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ content: canvas, projectId: null });
    expect(saved.json().updatedAt).toEqual(expect.any(String));
    const reloaded = await kit.as(member).get(canvasUrl);
    expect(reloaded.json().content).toEqual(canvas);
    // Saving again replaces it.
    const changed = { ...canvas, title: 'Ledgerly v2' };
    await kit.as(member).put(canvasUrl, { content: changed });
    expect((await kit.as(member).get(canvasUrl)).json().content).toEqual(changed);
    // Nobody else sees it.
    expect((await kit.as(other).get(canvasUrl)).json().content).toBeNull();
  });

  it('keeps a project’s document apart from the member’s own', async () => {
    const owner = await kit.member();
    const projectId = await projectOf(owner);
    const forProject = { ...canvas, title: 'Project canvas' };
    const saved = await kit
      .as(owner)
      .put(`${canvasUrl}?projectId=${projectId}`, { content: forProject });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().projectId).toBe(projectId);
    await kit.as(owner).put(canvasUrl, { content: canvas });
    expect((await kit.as(owner).get(`${canvasUrl}?projectId=${projectId}`)).json().content).toEqual(
      forProject,
    );
    expect((await kit.as(owner).get(canvasUrl)).json().content).toEqual(canvas);
  });

  it('refuses another member’s project, and a project that does not exist', async () => {
    const owner = await kit.member();
    const projectId = await projectOf(owner);
    await kit.as(owner).put(`${canvasUrl}?projectId=${projectId}`, { content: canvas });
    for (const caller of [other, admin]) {
      const read = await kit.as(caller).get(`${canvasUrl}?projectId=${projectId}`);
      expect(read.statusCode).toBe(404);
      expect(read.json().error).toEqual({
        code: 'NOT_FOUND',
        message: toolkitMessages.projectNotFound,
      });
      const write = await kit
        .as(caller)
        .put(`${canvasUrl}?projectId=${projectId}`, { content: canvas });
      expect(write.statusCode).toBe(404);
    }
    const missing = await kit
      .as(owner)
      .get(`${canvasUrl}?projectId=00000000-0000-4000-8000-000000000000`);
    expect(missing.statusCode).toBe(404);
    expect((await kit.as(owner).get(`${canvasUrl}?projectId=nope`)).statusCode).toBe(400);
  });

  it('refuses content that does not fit the tool', async () => {
    const member = await kit.member();
    const tooLong = { ...canvas, blocks: { ...canvas.blocks, channels: 'x'.repeat(2001) } };
    const response = await kit.as(member).put(canvasUrl, { content: tooLong });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      'content.blocks.channels': [toolkitMessages.canvasBlockTooLong],
    });
    const stray = await kit.as(member).put(canvasUrl, { content: { ...canvas, extra: true } });
    expect(stray.statusCode).toBe(400);
    const wrongTool = await kit.as(member).put(canvasUrl, { content: deck });
    expect(wrongTool.statusCode).toBe(400);
    expect((await kit.as(member).get(canvasUrl)).json().content).toBeNull();
  });

  it('keeps premium tools’ documents for Pro and Business members and admins', async () => {
    const documents = [
      ['pitch-deck', deck],
      ['financial-projections', projection],
      ['vesting-calculator', vesting],
    ] as const;
    for (const [tool, content] of documents) {
      const url = `/api/toolkit/documents/${tool}`;
      for (const refused of [
        await kit.as(free).get(url),
        await kit.as(free).put(url, { content }),
      ]) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.code).toBe('PREMIUM_REQUIRED');
      }
      expect((await kit.as(null).get(url)).statusCode).toBe(401);
      for (const member of [premium, admin]) {
        expect((await kit.as(member).put(url, { content })).statusCode).toBe(200);
        expect((await kit.as(member).get(url)).json().content).toEqual(content);
      }
    }
  });

  it('goes with its project when the project is deleted', async () => {
    const owner = await kit.member();
    const projectId = await projectOf(owner);
    await kit.as(owner).put(`${canvasUrl}?projectId=${projectId}`, { content: canvas });
    expect((await kit.as(owner).del(`/api/projects/${projectId}`)).statusCode).toBe(204);
    expect((await kit.as(owner).get(`${canvasUrl}?projectId=${projectId}`)).statusCode).toBe(404);
  });
});
