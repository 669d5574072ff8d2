import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectMessages } from '@cofound/shared/projects/projects.messages';
import { projects, teamInvitations, teamMembers, teams } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { createProjectsRepository } from './projects.repository';
import { createProjectsService } from './projects.service';
import { createTeamsRepository } from './teams.repository';

const ctx = useTestApp();
const kit = memberKit(ctx);

const form = {
  title: 'Ledgerly',
  description: 'Bookkeeping for freelancers',
  industry: 'Finance',
  stage: 'mvp',
  skillsNeeded: ['Go', 'Sales'],
  rolesNeeded: ['CTO/Technical Lead'],
};

let owner: Member;
let other: Member;
let admin: Member;

async function createProject(by: Member, body: object = form): Promise<string> {
  const response = await kit.as(by).post('/api/projects', body);
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

/** The owner's project with its team (owner and Other) and an invitation waiting for Admin. */
async function projectWithTeam(): Promise<{ id: string; teamId: string }> {
  const id = await createProject(owner);
  const db = ctx.database.db;
  const [team] = await db.insert(teams).values({ projectId: id, name: 'Ledgerly' }).returning();
  await db.insert(teamMembers).values([
    { teamId: team!.id, userId: owner.userId, role: 'owner' },
    { teamId: team!.id, userId: other.userId, role: 'member' },
  ]);
  await db.insert(teamInvitations).values({ projectId: id, userId: admin.userId, kind: 'invite' });
  return { id, teamId: team!.id };
}

beforeAll(async () => {
  owner = await kit.member({ name: 'Owner' });
  other = await kit.member({ name: 'Other' });
  admin = await kit.member({ name: 'Admin', profile: { role: 'admin' } });
});

describe('creating and reading', () => {
  it('stores the form and answers the project with its owner leading the team', async () => {
    const response = await kit.as(owner).post('/api/projects', {
      ...form,
      skillsNeeded: [' Go ', 'go', 'Sales'],
      fundingNeeded: true,
      fundingAmount: 250000,
      equity: 12.5,
    });
    expect(response.statusCode).toBe(201);
    const project = response.json();
    expect(project).toMatchObject({
      title: 'Ledgerly',
      industry: 'Finance',
      stage: 'mvp',
      skillsNeeded: ['Go', 'Sales'],
      fundingNeeded: true,
      fundingAmount: 250000,
      equity: 12.5,
      minExperience: 0,
      owner: { profileId: owner.profileId, name: 'Owner' },
      team: {
        id: null,
        name: 'Ledgerly',
        members: [{ profileId: owner.profileId, role: 'owner' }],
      },
      viewerCanEdit: true,
    });
    const read = await kit.as(other).get(`/api/projects/${project.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: project.id, viewerCanEdit: false });
  });

  it('keeps funding amount and equity only when funding is wanted', async () => {
    const id = await createProject(owner, { ...form, fundingAmount: 5, equity: 5 });
    const [row] = await ctx.database.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ fundingNeeded: false, fundingAmount: null, equity: null });
  });

  it('refuses an incomplete form with the words of each field, and stores nothing', async () => {
    const before = await ctx.database.db.select({ id: projects.id }).from(projects);
    const response = await kit.as(owner).post('/api/projects', {
      title: ' ',
      description: '',
      skillsNeeded: [' '],
      rolesNeeded: [],
      fundingNeeded: true,
      fundingAmount: -1,
      equity: 101,
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fieldErrors;
    expect(fields).toMatchObject({
      title: [projectMessages.titleRequired],
      description: [projectMessages.descriptionRequired],
      industry: [projectMessages.industryRequired],
      stage: [projectMessages.stageRequired],
      skillsNeeded: [projectMessages.skillsRequired],
      rolesNeeded: [projectMessages.rolesRequired],
      fundingAmount: [projectMessages.fundingAmountMin],
      equity: [projectMessages.equityRange],
    });
    const after = await ctx.database.db.select({ id: projects.id }).from(projects);
    expect(after).toHaveLength(before.length);
  });

  it('refuses fields the server owns', async () => {
    const response = await kit.as(owner).post('/api/projects', { ...form, userId: other.userId });
    expect(response.statusCode).toBe(400);
  });

  it("answers 'Invalid project ID' and 'Project not found'", async () => {
    const invalid = await kit.as(owner).get('/api/projects/not-a-uuid');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fieldErrors.id).toEqual([projectMessages.invalidId]);
    const missing = await kit.as(owner).get('/api/projects/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(projectMessages.notFound);
  });
});

describe('who may change a project', () => {
  it('lets only the owner and admins edit it', async () => {
    const id = await createProject(owner);
    const byOther = await kit.as(other).put(`/api/projects/${id}`, { ...form, title: 'Taken' });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().error.message).toBe(projectMessages.notOwner);
    const byAdmin = await kit.as(admin).put(`/api/projects/${id}`, { ...form, title: 'Fixed' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ title: 'Fixed', owner: { profileId: owner.profileId } });
    const byOwner = await kit.as(owner).put(`/api/projects/${id}`, { ...form, stage: 'launched' });
    expect(byOwner.json()).toMatchObject({ title: 'Ledgerly', stage: 'launched' });
  });

  it('lets only the owner and admins delete it', async () => {
    const id = await createProject(owner);
    expect((await kit.as(other).del(`/api/projects/${id}`)).statusCode).toBe(403);
    expect((await kit.as(owner).del(`/api/projects/${id}`)).statusCode).toBe(204);
    expect((await kit.as(owner).get(`/api/projects/${id}`)).statusCode).toBe(404);
    const second = await createProject(owner);
    expect((await kit.as(admin).del(`/api/projects/${second}`)).statusCode).toBe(204);
  });

  it('removes team members, team and invitations with the project', async () => {
    const { id, teamId } = await projectWithTeam();
    const db = ctx.database.db;
    expect((await kit.as(owner).del(`/api/projects/${id}`)).statusCode).toBe(204);
    expect(await db.select().from(teams).where(eq(teams.id, teamId))).toHaveLength(0);
    expect(await db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId))).toHaveLength(
      0,
    );
    expect(
      await db.select().from(teamInvitations).where(eq(teamInvitations.projectId, id)),
    ).toHaveLength(0);
  });
});

describe('a delete that fails half-way', () => {
  it('leaves team members, team, invitations and project exactly as they were', async () => {
    const { id, teamId } = await projectWithTeam();
    const db = ctx.database.db;

    // The team is gone inside the unit of work when the project's own delete fails.
    const repository = createProjectsRepository(db);
    const failing: typeof repository = {
      ...repository,
      transaction: (work) =>
        repository.transaction((queries, tx) =>
          work(
            {
              ...queries,
              deleteProject: () => Promise.reject(new Error('the disk is full')),
            },
            tx,
          ),
        ),
    };
    const service = createProjectsService({
      repository: failing,
      teams: createTeamsRepository(db),
      jobs: { tick: () => Promise.resolve() },
      log: { error: () => undefined },
    });
    const viewer = {
      id: owner.userId,
      email: owner.email,
      name: owner.name,
      emailVerified: true,
      role: 'user' as const,
      profileId: owner.profileId,
      plan: 'free' as const,
    };
    await expect(service.remove(viewer, id)).rejects.toMatchObject({
      message: projectMessages.deleteFailed,
    });

    expect(await db.select().from(projects).where(eq(projects.id, id))).toHaveLength(1);
    expect(await db.select().from(teams).where(eq(teams.id, teamId))).toHaveLength(1);
    expect(await db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId))).toHaveLength(
      2,
    );
    expect(
      await db.select().from(teamInvitations).where(eq(teamInvitations.projectId, id)),
    ).toHaveLength(1);
  });
});

describe('who sees a project', () => {
  it('hides the projects of a blocked or suspended owner from other members, not from admins', async () => {
    const hider = await kit.member({ name: 'Hider' });
    const id = await createProject(hider);
    await kit.block(hider, other);
    expect((await kit.as(other).get(`/api/projects/${id}`)).statusCode).toBe(404);
    expect((await kit.as(owner).get(`/api/projects/${id}`)).statusCode).toBe(200);
    await kit.suspend(hider);
    expect((await kit.as(owner).get(`/api/projects/${id}`)).statusCode).toBe(404);
    expect((await kit.as(admin).get(`/api/projects/${id}`)).statusCode).toBe(200);
  });
});

describe('my projects', () => {
  it('lists the member’s own projects newest first, a page at a time, with team size and open roles', async () => {
    const lister = await kit.member({ name: 'Lister' });
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push(await createProject(lister, { ...form, title: `P${i}` }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const response = await kit.as(lister).get(`/api/projects/mine${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      for (const item of page.items) {
        expect(item).toMatchObject({ teamSize: 1, openRoles: ['CTO/Technical Lead'] });
        seen.push(item.id);
      }
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    const bad = await kit.as(lister).get('/api/projects/mine?cursor=nonsense');
    expect(bad.statusCode).toBe(400);
  });
});
