import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxDirectory, readOutboxMails } from '../../mail';
import { teamMatchAlerts } from '../../db/schema';
import { memberKit, type Member, type ProfileFields } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { harvestProject } from '../../test/project-fixtures';

const ctx = useTestApp();
const kit = memberKit(ctx);

const project = harvestProject({ minExperience: 3 });

/** Finance 0.2 + CTO 0.25 + both skills 0.3 + 6 years 0.09 = 84% for the project above. */
const fits: ProfileFields = {
  industry: 'Finance',
  skills: ['Go', 'Sales'],
  founderRole: 'CTO/Technical Lead',
  experience: 6,
};

let owner: Member;
const people = {} as Record<'ada' | 'bea' | 'cal' | 'dee' | 'eve' | 'fay', Member>;

const alerts = (who: Member) => kit.as(who).get('/api/team-matches/alerts');
const chooseMinScore = (who: Member, minScore: number) =>
  kit.as(who).put('/api/team-matches/alerts', { minScore });

async function toldAbout(projectId: string): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ userId: teamMatchAlerts.userId })
    .from(teamMatchAlerts)
    .where(eq(teamMatchAlerts.projectId, projectId));
  return Object.entries(people)
    .filter(([, member]) => rows.some((row) => row.userId === member.userId))
    .map(([name]) => name)
    .sort();
}

/** Runs the jobs the write enqueued (the server also starts them itself, right after). */
async function afterJobs() {
  await ctx.app.jobs.tick();
  await ctx.app.jobs.tick();
}

beforeAll(async () => {
  owner = await kit.member({ name: 'Owner', profile: { industry: 'Finance' } });
  people.ada = await kit.member({ name: 'Ada', profile: fits });
  people.bea = await kit.member({ name: 'Bea', profile: fits });
  people.cal = await kit.member({
    name: 'Cal',
    // Go 0.15 + CTO 0.25 + 5 years 0.075: 47.5%, under the team-fit minimum.
    profile: { ...fits, industry: 'Education', skills: ['Go'], experience: 5 },
  });
  people.dee = await kit.member({ name: 'Dee', profile: { ...fits, experience: 1 } });
  people.eve = await kit.member({ name: 'Eve', profile: fits });
  people.fay = await kit.member({ name: 'Fay', profile: fits });
  await kit.block(people.eve, owner);
  expect((await chooseMinScore(people.bea, 90)).statusCode).toBe(200);
  expect((await chooseMinScore(people.fay, 75)).statusCode).toBe(200);
});

describe('the minimum score a member chooses', () => {
  it('is 0 until chosen, then what they chose; other values are refused', async () => {
    expect((await alerts(people.ada)).json()).toEqual({ minScore: 0 });
    expect((await alerts(people.bea)).json()).toEqual({ minScore: 90 });
    const refused = await chooseMinScore(people.ada, 60);
    expect(refused.statusCode).toBe(400);
    expect((await alerts(people.ada)).json()).toEqual({ minScore: 0 });
  });
});

describe('a new team', () => {
  let projectId: string;

  it('is announced to each member it fits at or above their bar, once', async () => {
    const created = await kit.as(owner).post('/api/projects', project);
    expect(created.statusCode).toBe(201);
    projectId = created.json().id;
    await afterJobs();
    // Bea asked for 90% or more; Cal fits under 50%; Dee lacks the experience; Eve blocked
    // the owner.
    expect(await toldAbout(projectId)).toEqual(['ada', 'fay']);
    const [ada] = await ctx.database.db
      .select({ score: teamMatchAlerts.score })
      .from(teamMatchAlerts)
      .where(
        and(
          eq(teamMatchAlerts.projectId, projectId),
          eq(teamMatchAlerts.userId, people.ada.userId),
        ),
      );
    expect(ada!.score).toBeCloseTo(0.84, 6);

    // An edit tells those it newly fits, and nobody twice.
    await chooseMinScore(people.bea, 50);
    const edited = await kit.as(owner).put(`/api/projects/${projectId}`, {
      ...project,
      description: 'Crop insurance for smallholders, now in three countries',
    });
    expect(edited.statusCode).toBe(200);
    await afterJobs();
    expect(await toldAbout(projectId)).toEqual(['ada', 'bea', 'fay']);
    const rows = await ctx.database.db
      .select()
      .from(teamMatchAlerts)
      .where(eq(teamMatchAlerts.projectId, projectId));
    expect(rows).toHaveLength(3);
  });

  it('is counted in the next mail digest, with a link to team matches', async () => {
    await ctx.database.db.execute(
      sql`update team_match_alerts set created_at = now() - interval '30 minutes'
          where project_id = ${projectId}`,
    );
    await ctx.app.notifications.sendDueDigests();
    const mails = (await readOutboxMails(outboxDirectory(ctx.dataDir))).filter(
      (mail) => mail.to === people.ada.email,
    );
    const digest = mails.find((mail) => mail.subject.includes('team match'));
    expect(digest?.subject).toBe('You have 1 new team match on Cofound');
    expect(digest?.links[0]).toMatch(/\/team-matches$/);
  });
});
