import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { outboxDirectory, readOutboxMails } from '../../mail';
import { memberKit, type Member } from '../../test/member-kit';
import { TEST_APP_URL } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { runActivityTiers } from './activity-tiers-job';

// Activity tiers (docs/decisions/0033-stale-profiles-sink.md): set from the last activity when it
// is written, moved on by a job as time passes, and a member who becomes away is mailed once.
describe('activity tiers', () => {
  const ctx = useTestApp();
  const kit = memberKit(ctx);
  const db = () => ctx.database.db;

  const tierOf = async (who: Member) => {
    const [row] = await db()
      .select({ tier: profiles.activityTier })
      .from(profiles)
      .where(eq(profiles.id, who.profileId));
    return row!.tier;
  };
  /** Writes the last activity (the trigger sets the tier from it). */
  const setLastActive = (who: Member, daysAgo: number) =>
    db().execute(
      sql`update profiles set last_active_at = now() - make_interval(secs => ${daysAgo * 86_400})
          where id = ${who.profileId}`,
    );
  /** Time passing: the stamp is as old as `daysAgo`, the tier still the one it had when new. */
  const ageTo = async (who: Member, daysAgo: number, tierBefore: number) => {
    await setLastActive(who, daysAgo);
    await db().execute(
      sql`update profiles set activity_tier = ${tierBefore} where id = ${who.profileId}`,
    );
  };
  const invitesTo = async (who: Member) => {
    await ctx.app.jobs.tick();
    return (await readOutboxMails(outboxDirectory(ctx.dataDir))).filter(
      (mail) => mail.to === who.email && mail.subject === 'Your Cofound profile is resting',
    );
  };

  it('is set from the last activity at 29, 30, 89 and 90 days', async () => {
    const member = await kit.member({ name: 'Tess Tier' });
    expect(await tierOf(member)).toBe(0);
    for (const [days, tier] of [
      [29, 0],
      [30, 1],
      [89, 1],
      [90, 2],
      [0, 0],
    ] as const) {
      await setLastActive(member, days);
      expect(await tierOf(member), `${days} days`).toBe(tier);
    }
  });

  it('moves on as time passes: 29 days stays, 30 and 89 become quiet, 90 away', async () => {
    const [d29, d30, d89, d90, quietTo90] = await kit.members(5);
    await ageTo(d29!, 29, 0);
    await ageTo(d30!, 30, 0);
    await ageTo(d89!, 89, 0);
    await ageTo(d90!, 90, 0);
    await ageTo(quietTo90!, 90, 1);
    await runActivityTiers(db());
    expect(await Promise.all([d29, d30, d89, d90, quietTo90].map((m) => tierOf(m!)))).toEqual([
      0, 1, 1, 2, 2,
    ]);
  });

  it('invites a member who became away back once, and again after another absence', async () => {
    const member = await kit.member({ name: 'Wanda Away' });
    await ageTo(member, 91, 1);
    await runActivityTiers(db());
    const [invite] = await invitesTo(member);
    expect(invite!.text).toContain('Hi Wanda,');
    expect(invite!.text).toContain("You haven't been on Cofound for 90 days");
    expect(invite!.links).toContain(`${TEST_APP_URL}/signin`);

    await runActivityTiers(db());
    expect(await invitesTo(member)).toHaveLength(1);

    await setLastActive(member, 0);
    expect(await tierOf(member)).toBe(0);
    await ageTo(member, 95, 1);
    await runActivityTiers(db());
    expect(await invitesTo(member)).toHaveLength(2);
  });

  it('mails neither admins nor suspended members', async () => {
    const [admin, suspended] = await kit.members(2);
    await db().update(profiles).set({ role: 'admin' }).where(eq(profiles.id, admin!.profileId));
    await db()
      .update(profiles)
      .set({ status: 'suspended' })
      .where(eq(profiles.id, suspended!.profileId));
    await ageTo(admin!, 100, 1);
    await ageTo(suspended!, 100, 1);
    await runActivityTiers(db());
    expect(await tierOf(suspended!)).toBe(2);
    expect(await invitesTo(admin!)).toHaveLength(0);
    expect(await invitesTo(suspended!)).toHaveLength(0);
  });
});
