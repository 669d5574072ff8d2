import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectMessages } from '@cofound/shared/projects/projects.messages';
import { teamMembers, teams } from '../../db/schema';
import { outboxDirectory, readOutboxMails } from '../../mail';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';

const ctx = useTestApp();
const kit = memberKit(ctx);

const form = {
  title: 'Orbital',
  description: 'Satellite data for farmers',
  industry: 'Technology',
  stage: 'prototype',
  skillsNeeded: ['Go'],
  rolesNeeded: ['CTO'],
};

let owner: Member;

async function newProject(by: Member = owner, title = form.title): Promise<string> {
  const response = await kit.as(by).post('/api/projects', { ...form, title });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

async function invite(projectId: string, who: Member, by: Member = owner): Promise<string> {
  const response = await kit
    .as(by)
    .post(`/api/projects/${projectId}/invitations`, { profileId: who.profileId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

async function teamOf(projectId: string, viewer: Member = owner) {
  return (await kit.as(viewer).get(`/api/projects/${projectId}`)).json().team as {
    id: string | null;
    name: string;
    members: { profileId: string; role: string }[];
  };
}

beforeAll(async () => {
  owner = await kit.member({ name: 'Olive Owner' });
});

describe('nobody joins a team without saying yes', () => {
  it('an invitation changes nothing until the member accepts; the first yes makes the team', async () => {
    const projectId = await newProject();
    const ada = await kit.member({ name: 'Ada' });
    const invitationId = await invite(projectId, ada);
    expect((await teamOf(projectId)).id).toBeNull();
    const pending = (await kit.as(owner).get(`/api/projects/${projectId}`)).json().pending;
    expect(pending).toMatchObject([{ id: invitationId, kind: 'invite', member: { name: 'Ada' } }]);
    const incoming = (await kit.as(ada).get('/api/team-invitations')).json().items;
    expect(incoming).toMatchObject([
      {
        id: invitationId,
        kind: 'invite',
        project: { id: projectId },
        from: { name: 'Olive Owner' },
      },
    ]);

    expect(
      (await kit.as(ada).post(`/api/team-invitations/${invitationId}/accept`)).statusCode,
    ).toBe(204);
    const team = await teamOf(projectId);
    expect(team.id).not.toBeNull();
    expect(team.name).toBe('Orbital');
    expect(team.members).toMatchObject([
      { profileId: owner.profileId, role: 'owner' },
      { profileId: ada.profileId, role: 'member' },
    ]);
    const joined = (await kit.as(ada).get('/api/projects/joined')).json().items;
    expect(joined).toMatchObject([{ id: projectId, title: 'Orbital', teamSize: 2 }]);
    expect((await kit.as(owner).get('/api/projects/joined')).json().items).toEqual([]);
    const adaView = (await kit.as(ada).get(`/api/projects/${projectId}`)).json();
    expect(adaView).toMatchObject({ viewerIsMember: true, viewerInvitation: null, pending: [] });
    expect((await kit.as(ada).get('/api/team-invitations')).json().items).toEqual([]);
  });

  it('a declined invitation leaves the member off the team', async () => {
    const projectId = await newProject();
    const bea = await kit.member({ name: 'Bea' });
    const invitationId = await invite(projectId, bea);
    expect(
      (await kit.as(bea).post(`/api/team-invitations/${invitationId}/decline`)).statusCode,
    ).toBe(204);
    expect((await teamOf(projectId)).members).toHaveLength(1);
    const again = await kit.as(bea).post(`/api/team-invitations/${invitationId}/accept`);
    expect(again.statusCode).toBe(404);
  });

  it('only the invited member answers an invitation, only the owner a join request', async () => {
    const projectId = await newProject();
    const cai = await kit.member({ name: 'Cai' });
    const stranger = await kit.member({ name: 'Stranger' });
    const invitationId = await invite(projectId, cai);
    for (const who of [owner, stranger]) {
      const response = await kit.as(who).post(`/api/team-invitations/${invitationId}/accept`);
      expect(response.statusCode).toBe(404);
    }
    const request = await kit.as(stranger).post(`/api/projects/${projectId}/join-requests`);
    expect(request.statusCode).toBe(201);
    const requestId = request.json().id as string;
    expect(
      (await kit.as(stranger).post(`/api/team-invitations/${requestId}/accept`)).statusCode,
    ).toBe(404);
    expect((await kit.as(owner).post(`/api/team-invitations/${requestId}/accept`)).statusCode).toBe(
      204,
    );
    expect((await teamOf(projectId)).members.map((one) => one.profileId)).toContain(
      stranger.profileId,
    );
    const mails = await readOutboxMails(outboxDirectory(ctx.dataDir));
    expect(mails.some((mail) => mail.subject === 'Stranger asks to join Orbital')).toBe(true);
    expect(mails.some((mail) => mail.subject === 'Olive Owner accepted: Orbital')).toBe(true);
  });

  it('refuses a second invitation while one waits, and anyone already on the team', async () => {
    const projectId = await newProject();
    const dev = await kit.member({ name: 'Dev' });
    const first = await invite(projectId, dev);
    const second = await kit
      .as(owner)
      .post(`/api/projects/${projectId}/invitations`, { profileId: dev.profileId });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(projectMessages.alreadyPending);
    await kit.as(dev).post(`/api/team-invitations/${first}/accept`);
    const onTeam = await kit
      .as(owner)
      .post(`/api/projects/${projectId}/invitations`, { profileId: dev.profileId });
    expect(onTeam.json().error.message).toBe(projectMessages.alreadyOnTeam);
    const self = await kit
      .as(owner)
      .post(`/api/projects/${projectId}/invitations`, { profileId: owner.profileId });
    expect(self.statusCode).toBe(409);
  });

  it('makes one team when two members accept at the same moment', async () => {
    const projectId = await newProject();
    const [eve, fay] = [await kit.member({ name: 'Eve' }), await kit.member({ name: 'Fay' })];
    const [forEve, forFay] = [await invite(projectId, eve), await invite(projectId, fay)];
    const answers = await Promise.all([
      kit.as(eve).post(`/api/team-invitations/${forEve}/accept`),
      kit.as(fay).post(`/api/team-invitations/${forFay}/accept`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204]);
    const rows = await ctx.database.db.select().from(teams).where(eq(teams.projectId, projectId));
    expect(rows).toHaveLength(1);
    const members = await ctx.database.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.teamId, rows[0]!.id));
    expect(members).toHaveLength(3);
  });

  it('refuses an invitation to someone blocked, and an accept after a block', async () => {
    const projectId = await newProject();
    const gus = await kit.member({ name: 'Gus' });
    const invitationId = await invite(projectId, gus);
    await kit.block(gus, owner);
    expect(
      (await kit.as(gus).post(`/api/team-invitations/${invitationId}/accept`)).statusCode,
    ).toBe(404);
    const again = await kit
      .as(owner)
      .post(`/api/projects/${projectId}/invitations`, { profileId: gus.profileId });
    expect(again.statusCode).toBe(404);
  });

  it('lets the owner remove a member and a member leave, and nobody else', async () => {
    const projectId = await newProject();
    const [hal, ivy] = [await kit.member({ name: 'Hal' }), await kit.member({ name: 'Ivy' })];
    for (const who of [hal, ivy]) {
      await kit.as(who).post(`/api/team-invitations/${await invite(projectId, who)}/accept`);
    }
    const byIvy = await kit.as(ivy).del(`/api/projects/${projectId}/members/${hal.profileId}`);
    expect(byIvy.statusCode).toBe(403);
    expect(
      (await kit.as(owner).del(`/api/projects/${projectId}/members/${hal.profileId}`)).statusCode,
    ).toBe(204);
    expect(
      (await kit.as(ivy).del(`/api/projects/${projectId}/members/${ivy.profileId}`)).statusCode,
    ).toBe(204);
    expect((await teamOf(projectId)).members).toMatchObject([{ role: 'owner' }]);
    expect((await kit.as(ivy).get('/api/projects/joined')).json().items).toEqual([]);
    const ownerOff = await kit
      .as(owner)
      .del(`/api/projects/${projectId}/members/${owner.profileId}`);
    expect(ownerOff.statusCode).toBe(404);
  });

  it('lets the sender withdraw, and nobody else', async () => {
    const projectId = await newProject();
    const jo = await kit.member({ name: 'Jo' });
    const invitationId = await invite(projectId, jo);
    expect((await kit.as(jo).del(`/api/team-invitations/${invitationId}`)).statusCode).toBe(404);
    expect((await kit.as(owner).del(`/api/team-invitations/${invitationId}`)).statusCode).toBe(204);
    expect((await kit.as(jo).get('/api/team-invitations')).json().items).toEqual([]);
  });
});
