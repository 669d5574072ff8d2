import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partnersMessages as m } from '@cofound/shared/partners/partners.schemas';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { csvOf, link, partnersKit, payment } from './partners-test-kit';

const ctx = useTestApp();
const kit = memberKit(ctx);
const partners = partnersKit(ctx, kit);

type AuditLine = { action: string; targetName: string; before: string | null; after: string };

async function latestAudit(admin: Parameters<typeof kit.as>[0]): Promise<AuditLine> {
  return (await kit.as(admin).get('/api/admin/audit-log?limit=1')).json().items[0];
}

describe('creating a partner', () => {
  it('stores the defaults and a normalised domain, and writes the audit line', async () => {
    const admin = await partners.admin('Grace Admin');
    const response = await kit.as(admin).post('/api/admin/partners', {
      name: '  Launchpad Labs ',
      domain: 'https://www.LaunchpadLabs.example/apply?x=1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Launchpad Labs',
      type: 'accelerator',
      domain: 'launchpadlabs.example',
      revenueShare: 20,
      status: 'active',
      memberCount: 0,
      revenueCents: 0,
    });
    expect(await latestAudit(admin)).toMatchObject({
      action: 'partner.create',
      adminName: 'Grace Admin',
      targetName: 'Launchpad Labs',
      targetUserId: null,
      after: 'active',
    });
  });

  it('says what is wrong with each field', async () => {
    const admin = await partners.admin();
    const response = await kit.as(admin).post('/api/admin/partners', {
      name: ' ',
      type: 'bank',
      domain: 'not a domain',
      revenueShare: 20.5,
      status: 'gone',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      name: [m.nameRequired],
      type: [m.typeInvalid],
      domain: [m.domainInvalid],
      revenueShare: [m.revenueShareRange],
      status: [m.statusInvalid],
    });
    for (const revenueShare of [-1, 101]) {
      const outside = await kit.as(admin).post('/api/admin/partners', {
        name: 'Share',
        domain: 'share.example',
        revenueShare,
      });
      expect(outside.json().error.fieldErrors).toEqual({ revenueShare: [m.revenueShareRange] });
    }
    const missing = await kit.as(admin).post('/api/admin/partners', {});
    expect(missing.json().error.fieldErrors).toEqual({
      name: [m.nameRequired],
      domain: [m.domainRequired],
    });
  });

  it('refuses a domain another partner has, however it is written', async () => {
    const admin = await partners.admin();
    await partners.create(admin, { name: 'First', domain: 'taken-domain.example' });
    const again = await kit
      .as(admin)
      .post('/api/admin/partners', { name: 'Second', domain: 'HTTP://www.Taken-Domain.example/' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'CONFLICT',
      message: m.domainTaken,
      fieldErrors: { domain: [m.domainTaken] },
    });
  });
});

describe("changing a partner's status", () => {
  it('changes it with an audit line, and says so for an unknown partner', async () => {
    const admin = await partners.admin();
    const partner = await partners.create(admin, { name: 'Status Partner', type: 'investor' });
    const changed = await kit
      .as(admin)
      .put(`/api/admin/partners/${partner.id}/status`, { status: 'inactive' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: partner.id, status: 'inactive', type: 'investor' });
    expect(await latestAudit(admin)).toMatchObject({
      action: 'partner.status',
      targetName: 'Status Partner',
      before: 'active',
      after: 'inactive',
    });

    const unknown = await kit
      .as(admin)
      .put('/api/admin/partners/6a0c1c5e-1f43-4f4e-9b3f-3b8d1c1c0000/status', { status: 'active' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(m.notFound);
    const invalid = await kit
      .as(admin)
      .put(`/api/admin/partners/${partner.id}/status`, { status: 'closed' });
    expect(invalid.json().error.fieldErrors).toEqual({ status: [m.statusInvalid] });
  });
});

describe('the partner list', () => {
  it("counts each partner's members and its share of their US dollar payments", async () => {
    const admin = await partners.admin();
    const partner = await partners.create(admin, { name: 'Revenue Partner', revenueShare: 15 });
    const [ada, bo, cy] = [await kit.member(), await kit.member(), await kit.member()];
    const imported = await partners.importCsv(
      admin,
      partner.id,
      csvOf([ada!, bo!, cy!].map((member) => [member.email, member.name, 'founder'])),
    );
    expect(imported.statusCode).toBe(200);
    // Ada paid 2,900 and 9,900 cents, Bo 2,900; Cy only had a free month; one payment in euros
    // and a stranger's payment do not count.
    await partners.payment(ada!, 2900);
    await partners.payment(ada!, 9900);
    await partners.payment(bo!, 2900);
    await partners.payment(cy!, 0, { kind: 'referral_reward' });
    await partners.payment(cy!, 5000, { currency: 'eur' });
    await partners.payment(await kit.member(), 9900);

    const page = (await kit.as(admin).get('/api/admin/partners')).json();
    const listed = page.items.find((item: { id: string }) => item.id === partner.id);
    // (2,900 + 9,900 + 2,900) x 15 / 100 = 2,355 cents.
    expect(listed).toMatchObject({ memberCount: 3, revenueCents: 2355, revenueShare: 15 });
  });

  it('rounds the share to the cent', async () => {
    const admin = await partners.admin();
    const partner = await partners.create(admin, { revenueShare: 33 });
    const member = await kit.member();
    await partners.importCsv(admin, partner.id, csvOf([[member.email, member.name, 'mentor']]));
    await partners.payment(member, 2999);
    const page = (await kit.as(admin).get('/api/admin/partners')).json();
    // 2,999 x 33 / 100 = 989.67 cents.
    expect(page.items.find((item: { id: string }) => item.id === partner.id).revenueCents).toBe(
      990,
    );
  });

  it('pages newest first without repeats, and refuses a cursor it did not make', async () => {
    const admin = await partners.admin();
    for (let i = 0; i < 3; i += 1) await partners.create(admin);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/admin/partners?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await kit.as(admin).get(url)).json();
      seen.push(...page.items.map((item: { id: string }) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const all = (await kit.as(admin).get('/api/admin/partners?limit=100')).json();
    expect(seen).toEqual(all.items.map((item: { id: string }) => item.id));
    const times = all.items.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const foreign = await kit.as(admin).get('/api/admin/partners?cursor=bm90LWEtY3Vyc29y');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(m.invalidCursor);
  });
});

describe("the partners' totals the list reads", () => {
  type Figures = { memberCount: number; revenueCents: number };

  /** The listed partners' members and revenue, checked against the transactions. */
  async function listed(admin: Member): Promise<Map<string, Figures>> {
    expect(await partners.totalsDrift()).toEqual([]);
    const page = (await kit.as(admin).get('/api/admin/partners?limit=100')).json();
    return new Map(
      page.items.map((item: Figures & { id: string }) => [
        item.id,
        { memberCount: item.memberCount, revenueCents: item.revenueCents },
      ]),
    );
  }
  const run = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query);

  it('follow payments, corrections, members moved or removed, and accounts deleted', async () => {
    const admin = await partners.admin();
    const north = await partners.create(admin, { revenueShare: 10 });
    const south = await partners.create(admin, { revenueShare: 50 });
    const [ada, bo, cy] = [await kit.member(), await kit.member(), await kit.member()];
    const row = (member: Member) => [member.email, member.name, 'founder'];
    await partners.importCsv(admin, north.id, csvOf([row(ada), row(bo)]));
    await partners.importCsv(admin, south.id, csvOf([row(bo), row(cy)]));
    // Bo is a member of both: each partner counts Bo's payments.
    await partners.payment(ada, 1000);
    await partners.payment(bo, 2000);
    await partners.payment(cy, 4000);
    await partners.payment(bo, 500, { currency: 'eur' });
    await partners.payment(ada, 0, { kind: 'referral_reward' });
    let figures = await listed(admin);
    expect(figures.get(north.id)).toEqual({ memberCount: 2, revenueCents: 300 });
    expect(figures.get(south.id)).toEqual({ memberCount: 2, revenueCents: 3000 });

    // A payment corrected, and one taken back.
    await run(sql`update premium_transactions set amount_cents = 3000
      where user_id = ${ada.userId} and kind = 'payment'`);
    await run(sql`delete from premium_transactions where user_id = ${cy.userId}`);
    figures = await listed(admin);
    expect(figures.get(north.id)).toEqual({ memberCount: 2, revenueCents: 500 });
    expect(figures.get(south.id)).toEqual({ memberCount: 2, revenueCents: 1000 });

    // Cy pays again, then moves from South to North; Ada leaves North.
    await partners.payment(cy, 700);
    await run(sql`update partner_members set partner_id = ${north.id}
      where partner_id = ${south.id} and user_id = ${cy.userId}`);
    figures = await listed(admin);
    expect(figures.get(north.id)).toEqual({ memberCount: 3, revenueCents: 570 });
    expect(figures.get(south.id)).toEqual({ memberCount: 1, revenueCents: 1000 });
    await run(sql`delete from partner_members where user_id = ${ada.userId}`);
    expect((await listed(admin)).get(north.id)).toEqual({ memberCount: 2, revenueCents: 270 });

    // Bo's account goes, with Bo's payments and links.
    await ctx.database.db.delete(users).where(sql`${users.id} = ${bo.userId}`);
    figures = await listed(admin);
    expect(figures.get(north.id)).toEqual({ memberCount: 1, revenueCents: 70 });
    expect(figures.get(south.id)).toEqual({ memberCount: 0, revenueCents: 0 });

    // The migration's backfill counts what the triggers kept.
    const kept = await partners.storedTotals();
    await partners.rebuildTotals();
    expect(await partners.storedTotals()).toEqual(kept);
    expect(kept.length).toBeGreaterThanOrEqual(2);
  });

  it("count two payments of one partner's members made at once", async () => {
    const admin = await partners.admin();
    const partner = await partners.create(admin, { revenueShare: 100 });
    const [ada, bo] = [await kit.member(), await kit.member()];
    await link(ctx.database.db, partner.id, ada);
    await link(ctx.database.db, partner.id, bo);
    await partners.payment(ada, 100);
    await partners.atOnce(
      (tx) => payment(tx, ada, 1000),
      (tx) => payment(tx, bo, 2000),
    );
    expect((await listed(admin)).get(partner.id)).toEqual({ memberCount: 2, revenueCents: 3100 });
  });

  it('count a payment made while its member is linked or unlinked', async () => {
    const admin = await partners.admin();
    const partner = await partners.create(admin, { revenueShare: 100 });
    const [ada, bo, cy, di] = await kit.members(4);
    await partners.atOnce(
      (tx) => payment(tx, ada, 1000),
      (tx) => link(tx, partner.id, ada),
    );
    await partners.atOnce(
      (tx) => link(tx, partner.id, bo),
      (tx) => payment(tx, bo, 2000),
    );
    // Both were first payments; then Ada's is not.
    expect((await listed(admin)).get(partner.id)).toEqual({ memberCount: 2, revenueCents: 3000 });

    const unlink = (member: Member) => async (tx: DbOrTx) => {
      await tx.execute(sql`delete from partner_members where user_id = ${member.userId}`);
    };
    await link(ctx.database.db, partner.id, cy);
    await link(ctx.database.db, partner.id, di);
    await partners.atOnce((tx) => payment(tx, cy, 400), unlink(cy));
    await partners.atOnce(unlink(di), (tx) => payment(tx, di, 800));
    await partners.atOnce((tx) => payment(tx, ada, 5), unlink(ada));
    expect((await listed(admin)).get(partner.id)).toEqual({ memberCount: 1, revenueCents: 2000 });
  });
});
