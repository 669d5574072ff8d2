import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileIndustries } from '@cofound/shared/profiles/profiles.options';
import { projectIndustryOf } from '@cofound/shared/projects/projects.options';
import { TEAM_FIT_MIN_SCORE, teamFit } from '@cofound/shared/projects/team-fit';
import { profiles, reputationScores, teamMembers, teams } from '../../db/schema';
import { memberKit, type Member, type ProfileFields } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { harvestProject } from '../../test/project-fixtures';

const ctx = useTestApp();
const kit = memberKit(ctx);

const project = harvestProject({
  skillsNeeded: ['Go', 'Sales', 'Risk'],
  rolesNeeded: ['CTO', 'Marketing Lead'],
});

const roles = ['CTO/Technical Lead', 'CEO/Founder', 'CMO/Marketing Lead', null];
const skillSets = [['Go'], ['go', 'Sales'], ['Risk', 'Sales', 'Go'], [], ['Rust']];
const industries = ['Finance', 'Finance', 'Finance', 'Technology', 'AI/ML'];

let owner: Member;
let projectId: string;
const people: Member[] = [];

async function member(name: string, profile: ProfileFields, reputation = 0): Promise<Member> {
  const made = await kit.member({ name, profile });
  await ctx.database.db
    .update(reputationScores)
    .set({ totalScore: reputation, activityScore: reputation })
    .where(eq(reputationScores.profileId, made.profileId));
  return made;
}

beforeAll(async () => {
  owner = await member('Owner', {
    industry: 'Finance',
    skills: ['Go'],
    founderRole: 'CEO/Founder',
  });
  const created = await kit.as(owner).post('/api/projects', project);
  projectId = created.json().id;
  // A varied crowd: every combination the score reads, some of it tied.
  for (let i = 0; i < 40; i += 1) {
    people.push(
      await member(
        `Person ${i}`,
        {
          industry: industries[i % industries.length]!,
          skills: skillSets[i % skillSets.length]!,
          founderRole: roles[i % roles.length]!,
          experience: (i * 7) % 15,
        },
        (i * 37) % 260,
      ),
    );
  }
});

/**
 * The whole ranking by brute force: every profile, the shared function, the same rules (members
 * away 90 days left out, quiet ones after equal scores: docs/decisions/0033-stale-profiles-sink.md).
 */
async function bruteForce(exclude: Set<string>) {
  const rows = await ctx.database.db
    .select({
      id: profiles.id,
      userId: profiles.userId,
      industry: profiles.industry,
      skills: profiles.skills,
      founderRole: profiles.founderRole,
      experience: profiles.experience,
      status: profiles.status,
      role: profiles.role,
      tier: profiles.activityTier,
      reputation: reputationScores.totalScore,
    })
    .from(profiles)
    .innerJoin(reputationScores, eq(reputationScores.profileId, profiles.id));
  return rows
    .filter(
      (row) =>
        row.status === 'active' &&
        row.role !== 'admin' &&
        row.tier < 2 &&
        row.userId !== owner.userId &&
        !exclude.has(row.id) &&
        projectIndustryOf(row.industry) === 'Finance' &&
        profileIndustries.includes(row.industry as never),
    )
    .map((row) => ({
      id: row.id,
      tier: row.tier,
      fit: teamFit({ ...project, industry: 'Finance' }, row),
    }))
    .filter((row) => row.fit.score >= TEAM_FIT_MIN_SCORE)
    .sort((a, b) => b.fit.score - a.fit.score || a.tier - b.tier || (a.id < b.id ? -1 : 1))
    .slice(0, 6);
}

describe('team recommendations', () => {
  it('equal the brute-force ranking: same industry, 50% or more, at most six, best first', async () => {
    const response = await kit.as(owner).get(`/api/projects/${projectId}/recommendations`);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { profileId: string; score: number }[];
    const expected = await bruteForce(new Set());
    expect(items.map((item) => [item.profileId, item.score])).toEqual(
      expected.map((row) => [row.id, row.fit.score]),
    );
    expect(items.length).toBeGreaterThan(0);
  });

  it('leave out blocked members, admins, suspended members, the team and those already invited', async () => {
    const before = (await kit.as(owner).get(`/api/projects/${projectId}/recommendations`)).json()
      .items as { profileId: string }[];
    const [first, second, third, fourth] = before.map((item) =>
      people.find((one) => one.profileId === item.profileId)!,
    );
    await kit.block(first!, owner);
    await kit.updateProfile(second!, { role: 'admin' });
    await kit.suspend(third!);
    await kit.as(owner).post(`/api/projects/${projectId}/invitations`, {
      profileId: fourth!.profileId,
    });
    const after = (await kit.as(owner).get(`/api/projects/${projectId}/recommendations`)).json()
      .items as { profileId: string; score: number }[];
    const gone = new Set([first, second, third, fourth].map((one) => one!.profileId));
    expect(after.some((item) => gone.has(item.profileId))).toBe(false);
    const expected = await bruteForce(new Set([first!.profileId, fourth!.profileId]));
    expect(after.map((item) => item.profileId)).toEqual(expected.map((row) => row.id));
  });

  it('are for the owner and admins only', async () => {
    const response = await kit.as(people[10]!).get(`/api/projects/${projectId}/recommendations`);
    expect(response.statusCode).toBe(403);
  });
});

describe('team matches', () => {
  it('list the teams that fit the member best first, filtered by the minimum score', async () => {
    const seeker = await member('Seeker', {
      industry: 'Finance',
      skills: ['Go', 'Sales'],
      founderRole: 'CTO/Technical Lead',
      experience: 6,
    });
    const other = await member('Other owner', { industry: 'Technology' });
    const weak = (
      await kit.as(other).post('/api/projects', {
        ...project,
        title: 'Weak fit',
        industry: 'Education',
        skillsNeeded: ['Teaching'],
        rolesNeeded: ['Designer'],
      })
    ).json().id as string;
    const tooSenior = (
      await kit.as(other).post('/api/projects', { ...project, title: 'Seniors', minExperience: 9 })
    ).json().id as string;
    const all = (await kit.as(seeker).get('/api/team-matches?minScore=0')).json().items as {
      projectId: string;
      score: number;
      role: string;
      teamName: string;
      ownerConnection: string;
    }[];
    expect(all[0]).toMatchObject({
      projectId,
      teamName: 'Harvest',
      role: 'CTO',
      ownerConnection: 'none',
    });
    // Finance 0.2 + CTO 0.25 + two of three skills 0.2 + 6 years 0.09
    expect(all[0]!.score).toBe(0.74);
    expect(all.map((item) => item.projectId)).toContain(weak);
    expect(all.map((item) => item.projectId)).not.toContain(tooSenior);
    const scores = all.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const over50 = (await kit.as(seeker).get('/api/team-matches?minScore=50')).json().items as {
      projectId: string;
    }[];
    expect(over50.map((item) => item.projectId)).not.toContain(weak);
    expect((await kit.as(seeker).get('/api/team-matches?minScore=42')).statusCode).toBe(400);
  });

  it('show the owner first, then the team members the seeker may see, oldest first', async () => {
    const seeker = await member('Card reader', {
      industry: 'Finance',
      skills: ['Go', 'Sales'],
      founderRole: 'CTO/Technical Lead',
    });
    const cardOwner = await member('Card owner', { industry: 'Finance' });
    const id = (
      await kit.as(cardOwner).post('/api/projects', { ...project, title: 'Card team' })
    ).json().id as string;
    const [first, blocked, suspended] = [
      await member('First joiner', { industry: 'Finance' }),
      await member('Blocked joiner', { industry: 'Finance' }),
      await member('Suspended joiner', { industry: 'Finance' }),
    ];
    const db = ctx.database.db;
    const [team] = await db.insert(teams).values({ projectId: id, name: 'Card crew' }).returning();
    const joinedAt = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await db.insert(teamMembers).values([
      { teamId: team!.id, userId: cardOwner.userId, role: 'owner', joinedAt: joinedAt(60) },
      { teamId: team!.id, userId: first!.userId, role: 'member', joinedAt: joinedAt(50) },
      { teamId: team!.id, userId: blocked!.userId, role: 'member', joinedAt: joinedAt(40) },
      { teamId: team!.id, userId: suspended!.userId, role: 'member', joinedAt: joinedAt(30) },
    ]);
    await kit.block(seeker, blocked!);
    await kit.suspend(suspended!);

    const card = (
      (await kit.as(seeker).get('/api/team-matches')).json().items as {
        projectId: string;
        teamName: string;
        members: { name: string }[];
        memberCount: number;
      }[]
    ).find((item) => item.projectId === id);
    expect(card).toMatchObject({ teamName: 'Card crew', memberCount: 2 });
    expect(card!.members.map((person) => person.name)).toEqual(['Card owner', 'First joiner']);
  });

  it('Pass takes the card away; Join Team sends the owner a join request', async () => {
    const seeker = await member('Joiner', {
      industry: 'Finance',
      skills: ['Go'],
      founderRole: 'CMO/Marketing Lead',
    });
    const pass = await kit
      .as(seeker)
      .post(`/api/team-matches/${projectId}/response`, { status: 'rejected' });
    expect(pass.json()).toMatchObject({ status: 'rejected', invitationId: null });
    const list = (await kit.as(seeker).get('/api/team-matches')).json().items as {
      projectId: string;
    }[];
    expect(list.map((item) => item.projectId)).not.toContain(projectId);

    const second = (
      await kit.as(owner).post('/api/projects', { ...project, title: 'Second' })
    ).json().id as string;
    const join = await kit
      .as(seeker)
      .post(`/api/team-matches/${second}/response`, { status: 'accepted' });
    expect(join.statusCode).toBe(200);
    const { invitationId, score } = join.json();
    expect(score).toBeGreaterThan(0);
    const incoming = (await kit.as(owner).get('/api/team-invitations')).json().items as {
      id: string;
      kind: string;
    }[];
    expect(incoming).toContainEqual(expect.objectContaining({ id: invitationId, kind: 'request' }));
    const twice = await kit
      .as(seeker)
      .post(`/api/team-matches/${second}/response`, { status: 'accepted' });
    expect(twice.statusCode).toBe(409);
  });
});
