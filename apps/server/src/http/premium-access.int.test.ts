import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { premiumRequiredMessage } from '@cofound/shared/billing/plan';
import { profiles } from '../db/schema';
import { memberKit, type Member } from '../test/member-kit';
import { fromApp } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

/**
 * Every route for Pro and Business members, tried as a visitor, a free member, a member whose
 * plan ran out a minute ago, a Pro member and an admin: only the last two get past the door.
 */
const ctx = useTestApp();
const kit = memberKit(ctx);
const DAY = 24 * 3600 * 1000;

async function call(method: string, url: string, member: Member | null) {
  const concrete = url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
  const writes = method !== 'GET';
  return ctx.app.inject({
    method: method as 'GET',
    url: concrete,
    headers: { ...fromApp(member?.cookie), ...(writes && { 'content-type': 'application/json' }) },
    ...(writes && { payload: '{}' }),
  });
}

describe('premium routes', () => {
  it('let in Pro members and admins only, refusing an expired plan like the free one', async () => {
    const premiumRoutes = ctx.app.routeCatalog.filter((route) => route.access === 'premium');
    const [free, expired, pro, admin] = await Promise.all([
      kit.member(),
      kit.member({
        profile: {
          isPremium: true,
          premiumUntil: new Date(Date.now() - 60_000),
          currentPlanId: 'pro',
        },
      }),
      kit.member({
        profile: {
          isPremium: true,
          premiumUntil: new Date(Date.now() + 30 * DAY),
          currentPlanId: 'pro',
        },
      }),
      kit.member(),
    ]);
    await ctx.database.db
      .update(profiles)
      .set({ role: 'admin' })
      .where(eq(profiles.userId, admin!.userId));
    expect(premiumRoutes.length).toBeGreaterThan(0);

    for (const { method, url } of premiumRoutes) {
      const visitor = await call(method, url, null);
      expect(visitor.statusCode, `${method} ${url} as a visitor`).toBe(401);
      for (const refused of [free!, expired!]) {
        const answer = await call(method, url, refused);
        expect(answer.statusCode, `${method} ${url} as a free member`).toBe(403);
        expect(answer.json().error).toEqual({
          code: 'PREMIUM_REQUIRED',
          message: premiumRequiredMessage,
        });
      }
      for (const allowed of [pro!, admin!]) {
        const answer = await call(method, url, allowed);
        expect([401, 403], `${method} ${url}: ${answer.body}`).not.toContain(answer.statusCode);
      }
    }
  });
});
