// Team fit and how long members have been away (docs/decisions/0033-stale-profiles-sink.md): at 30
// days a member (or a project's owner) is quiet and ranks after equal scores of active ones; at
// 90 days they are away and left out, until they are active again. The stamps are written with
// SQL; the trigger of migration 0035 sets the tier from them.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles, teamMatchAlerts } from '../../db/schema';
import { memberKit, type Member, type ProfileFields } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { harvestProject } from '../../test/project-fixtures';

const ctx = useTestApp();
const kit = memberKit(ctx);

const project = harvestProject();

/** Finance 0.2 + CTO 0.25 + both skills 0.3 + 6 years 0.09: 84 % for the project above. */
const fits: ProfileFields = {
  industry: 'Finance',
  skills: ['Go', 'Sales'],
  founderRole: 'CTO/Technical Lead',
  experience: 6,
};

/** Last active `days` days ago, to the second the statement runs; answers the tier it got. */
async function lastActive(who: Member, days: number): Promise<number> {
  await ctx.database.db.execute(
    sql`update profiles set last_active_at = now() - ${days}::int * interval '1 day'
        where id = ${who.profileId}`,
  );
  const [row] = await ctx.database.db
    .select({ tier: profiles.activityTier })
    .from(profiles)
    .where(eq(profiles.id, who.profileId));
  return row!.tier;
}

const byId = <T extends { id: string }>(rows: T[]) =>
  [...rows].sort((a, b) => (a.id < b.id ? -1 : 1));

/**
 * Five members (or owners) of an equal score in id order, so that the id alone would rank the
 * quiet and away ones first: the lowest two 30 and 89 days, the middle one 90, the highest two
 * 0 and 29. Each is checked to get the tier the day count gives.
 */
async function spreadActivity(sameScore: { id: string; member: Member }[]) {
  const [low, lower, middle, high, higher] = byId(sameScore);
  expect(await lastActive(low!.member, 30)).toBe(1);
  expect(await lastActive(lower!.member, 89)).toBe(1);
  expect(await lastActive(middle!.member, 90)).toBe(2);
  expect(await lastActive(high!.member, 0)).toBe(0);
  expect(await lastActive(higher!.member, 29)).toBe(0);
  return { quiet: [low!, lower!], away: middle!, active: [high!, higher!] };
}

describe('team recommendations', () => {
  let owner: Member;
  let projectId: string;
  const equal: { id: string; member: Member }[] = [];
  let weaker: Member;

  const ranked = async () => {
    const response = await kit.as(owner).get(`/api/projects/${projectId}/recommendations`);
    expect(response.statusCode).toBe(200);
    return (response.json().items as { profileId: string; score: number }[]).map((item) => [
      item.profileId,
      item.score,
    ]);
  };

  beforeAll(async () => {
    owner = await kit.member({ name: 'Owner', profile: { industry: 'Finance' } });
    projectId = (await kit.as(owner).post('/api/projects', project)).json().id;
    for (let i = 0; i < 5; i += 1) {
      const member = await kit.member({ name: `Equal ${i}`, profile: fits });
      equal.push({ id: member.profileId, member });
    }
    // 2 years 0.03 instead of 0.09: 78 %, under every one of the five, active.
    weaker = await kit.member({ name: 'Weaker', profile: { ...fits, experience: 2 } });
  });

  it('rank a member quiet from 30 days after active ones of an equal score, and leave out one away from 90 days', async () => {
    // Read once before, so that the index is loaded and must catch up on the tiers.
    expect(await ranked()).toEqual([
      ...byId(equal).map(({ id }) => [id, 0.84]),
      [weaker.profileId, 0.78],
    ]);
    const { quiet, away, active } = await spreadActivity(equal);
    expect(await ranked()).toEqual([
      // 0 and 29 days: active, by id; then 30 and 89 days: quiet, by id, still above a lower
      // score; 90 days: left out.
      ...[...active, ...quiet].map(({ id }) => [id, 0.84]),
      [weaker.profileId, 0.78],
    ]);

    // Active again (a new session stamps last_active_at): back at once, in id order.
    expect(await lastActive(away.member, 0)).toBe(0);
    expect(await ranked()).toEqual([
      ...byId([away, ...active]).map(({ id }) => [id, 0.84]),
      ...quiet.map(({ id }) => [id, 0.84]),
      [weaker.profileId, 0.78],
    ]);
  });
});

describe('team matches', () => {
  let seeker: Member;
  const equal: { id: string; member: Member }[] = [];
  let weaker: string;

  const ranked = async () => {
    const response = await kit.as(seeker).get('/api/team-matches?minScore=0');
    expect(response.statusCode).toBe(200);
    const mine = new Set([...equal.map(({ id }) => id), weaker]);
    return (response.json().items as { projectId: string; score: number }[])
      .filter((item) => mine.has(item.projectId))
      .map((item) => [item.projectId, item.score]);
  };

  beforeAll(async () => {
    seeker = await kit.member({ name: 'Seeker', profile: fits });
    for (let i = 0; i < 5; i += 1) {
      const owner = await kit.member({ name: `Owner ${i}`, profile: { industry: 'Finance' } });
      const created = await kit.as(owner).post('/api/projects', { ...project, title: `Team ${i}` });
      equal.push({ id: created.json().id, member: owner });
    }
    const other = await kit.member({ name: 'Weaker owner', profile: { industry: 'Finance' } });
    // One of two skills: 0.15 instead of 0.3, 69 %, under every one of the five; owner active.
    weaker = (
      await kit
        .as(other)
        .post('/api/projects', { ...project, title: 'Weaker', skillsNeeded: ['Go', 'Risk'] })
    ).json().id;
  });

  it('rank a project whose owner is quiet from 30 days after equal scores of active owners, and leave out one whose owner is away from 90 days', async () => {
    // Read once before: the project index is loaded and must catch up on the owners' tiers,
    // which change their profiles, not the projects.
    expect(await ranked()).toEqual([...byId(equal).map(({ id }) => [id, 0.84]), [weaker, 0.69]]);
    const { quiet, away, active } = await spreadActivity(equal);
    expect(await ranked()).toEqual([
      ...[...active, ...quiet].map(({ id }) => [id, 0.84]),
      [weaker, 0.69],
    ]);

    expect(await lastActive(away.member, 0)).toBe(0);
    expect(await ranked()).toEqual([
      ...byId([away, ...active]).map(({ id }) => [id, 0.84]),
      ...quiet.map(({ id }) => [id, 0.84]),
      [weaker, 0.69],
    ]);
  });
});

describe('team-match alerts', () => {
  const afterJobs = async () => {
    await ctx.app.jobs.tick();
    await ctx.app.jobs.tick();
  };
  const told = async (projectId: string, among: Record<string, Member>) => {
    const rows = await ctx.database.db
      .select({ userId: teamMatchAlerts.userId })
      .from(teamMatchAlerts)
      .where(eq(teamMatchAlerts.projectId, projectId));
    return Object.entries(among)
      .filter(([, member]) => rows.some((row) => row.userId === member.userId))
      .map(([name]) => name)
      .sort();
  };

  it('tell active and quiet members of a new team, not those away from 90 days', async () => {
    const owner = await kit.member({ name: 'Alerting owner', profile: { industry: 'Finance' } });
    const people = {
      active: await kit.member({ name: 'Active', profile: fits }),
      quiet: await kit.member({ name: 'Quiet', profile: fits }),
      away: await kit.member({ name: 'Away', profile: fits }),
    };
    expect(await lastActive(people.active, 29)).toBe(0);
    expect(await lastActive(people.quiet, 89)).toBe(1);
    expect(await lastActive(people.away, 90)).toBe(2);
    const created = await kit.as(owner).post('/api/projects', { ...project, title: 'Alerts' });
    expect(created.statusCode).toBe(201);
    await afterJobs();
    expect(await told(created.json().id, people)).toEqual(['active', 'quiet']);
  });

  it('tell nobody of a team whose owner is away, until the owner is back', async () => {
    const owner = await kit.member({ name: 'Leaving owner', profile: { industry: 'Finance' } });
    const admin = await kit.member({ name: 'Admin', profile: { role: 'admin' } });
    const people = { reader: await kit.member({ name: 'Reader', profile: fits }) };
    // It fits nobody yet (the reader: 6 years 0.09, nothing else): nobody is told of it.
    const created = await kit.as(owner).post('/api/projects', {
      ...project,
      title: 'Later',
      industry: 'Education',
      skillsNeeded: ['Rust'],
      rolesNeeded: ['Designer'],
    });
    const projectId = created.json().id as string;
    await afterJobs();
    expect(await told(projectId, people)).toEqual([]);

    expect(await lastActive(owner, 90)).toBe(2);
    const edit = () =>
      kit.as(admin).put(`/api/projects/${projectId}`, { ...project, title: 'Later' });
    expect((await edit()).statusCode).toBe(200);
    await afterJobs();
    expect(await told(projectId, people)).toEqual([]);

    expect(await lastActive(owner, 0)).toBe(0);
    expect((await edit()).statusCode).toBe(200);
    await afterJobs();
    expect(await told(projectId, people)).toEqual(['reader']);
  });
});
