import { describe, expect, it } from 'vitest';
import { memberKit } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { csvOf, partnersKit } from './partners-test-kit';

const ctx = useTestApp();
const kit = memberKit(ctx);
const partners = partnersKit(ctx, kit);
const yearAhead = () => new Date(Date.now() + 365 * 24 * 3600 * 1000);

describe('the investor database (GET /api/toolkit/investors)', () => {
  it('lists only active investors by name, with their members, to Pro members', async () => {
    const admin = await partners.admin();
    const north = await partners.create(admin, {
      name: 'Northstar Ventures',
      type: 'investor',
      domain: 'northstar.example',
    });
    await partners.create(admin, { name: 'Angel Pending', type: 'investor', status: 'pending' });
    const inactive = await partners.create(admin, { name: 'Catalyst Angels', type: 'investor' });
    await kit.as(admin).put(`/api/admin/partners/${inactive.id}/status`, { status: 'inactive' });
    await partners.create(admin, { name: 'Launchpad Labs', type: 'accelerator' });
    await partners.create(admin, {
      name: 'Harbor Seed',
      type: 'investor',
      domain: 'harbor.example',
    });
    const founder = await kit.member();
    await partners.importCsv(admin, north.id, csvOf([[founder.email, founder.name, 'founder']]));

    const pro = await kit.member({
      profile: { isPremium: true, premiumUntil: yearAhead(), currentPlanId: 'pro' },
    });
    const response = await kit.as(pro).get('/api/toolkit/investors');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        { id: expect.any(String), name: 'Harbor Seed', domain: 'harbor.example', memberCount: 0 },
        { id: north.id, name: 'Northstar Ventures', domain: 'northstar.example', memberCount: 1 },
      ],
      nextCursor: null,
    });

    const first = (await kit.as(pro).get('/api/toolkit/investors?limit=1')).json();
    expect(first.items.map((item: { name: string }) => item.name)).toEqual(['Harbor Seed']);
    const second = (
      await kit.as(pro).get(`/api/toolkit/investors?limit=1&cursor=${first.nextCursor}`)
    ).json();
    expect(second).toMatchObject({ items: [{ name: 'Northstar Ventures' }], nextCursor: null });
  });

  it('is for Pro and Business members only, as every premium tool', async () => {
    const free = await kit.member();
    const refused = await kit.as(free).get('/api/toolkit/investors');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PREMIUM_REQUIRED');
    expect((await kit.as(null).get('/api/toolkit/investors')).statusCode).toBe(401);

    const lapsed = await kit.member({
      profile: { isPremium: true, premiumUntil: new Date(Date.now() - 1000), currentPlanId: 'pro' },
    });
    expect((await kit.as(lapsed).get('/api/toolkit/investors')).statusCode).toBe(403);
  });
});
