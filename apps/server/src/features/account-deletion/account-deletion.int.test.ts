// Deleting an account (docs/product.md#account-deletion): it proves who asks, then erases or
// anonymises exactly what the product says in one transaction, removes the files after, and
// leaves everyone else's data as it was.
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountDeletionMessages as m } from '@cofound/shared/account-deletion/account-deletion.schemas';
import { messageMessages } from '@cofound/shared/messages/messages.schemas';
import {
  accounts,
  adminAuditLog,
  matchDecisions,
  messages,
  profiles,
  projects,
  savedProfiles,
  sessions,
  subscriptions,
  teamMembers,
  teams,
  users,
} from '../../db/schema';
import { testCardForm } from '../../test/checkout-card';
import { memberKit, type Member } from '../../test/member-kit';
import { requestsAs } from '../../test/member-requests';
import { fromApp, postSignIn, signUpMember } from '../../test/test-app';
import { multipartBody, PNG_1X1 } from '../../test/upload-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { harvestProject } from '../../test/project-fixtures';

const ctx = useTestApp();
const kit = memberKit(ctx);
const PASSWORD = 'correct-horse-42';

const projectInput = (title: string) => harvestProject({ title });

async function uploadPicture(member: Member): Promise<string> {
  const { payload, headers } = multipartBody(PNG_1X1);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/profiles/me/image',
    payload,
    headers: { ...headers, ...fromApp(member.cookie) },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { imageUrl: string }).imageUrl;
}

async function createProject(owner: Member, title: string, team: Member[]): Promise<string> {
  const response = await kit.as(owner).post('/api/projects', projectInput(title));
  expect(response.statusCode).toBe(201);
  const { id } = response.json() as { id: string };
  const [made] = await ctx.database.db
    .insert(teams)
    .values({ projectId: id, name: title })
    .returning({ id: teams.id });
  await ctx.database.db.insert(teamMembers).values([
    { teamId: made!.id, userId: owner.userId, role: 'owner' as const },
    ...team.map((member) => ({
      teamId: made!.id,
      userId: member.userId,
      role: 'member' as const,
    })),
  ]);
  return id;
}

async function say(from: Member, to: Member, body: string) {
  const response = await kit.as(from).post(`/api/messages/${to.profileId}`, { body });
  expect(response.statusCode).toBe(201);
}

const profileOf = async (who: Member) =>
  (await ctx.database.db.select().from(profiles).where(eq(profiles.id, who.profileId)))[0]!;

const countWhere = async (table: typeof matchDecisions | typeof savedProfiles, userId: string) =>
  (await ctx.database.db.select().from(table).where(eq(table.userId, userId))).length;

describe('deleting your own account', () => {
  let leaving: Member;
  let peer: Member;
  let teammate: Member;
  let requester: Member;
  let pictureUrl: string;
  let handed: string;
  let dropped: string;
  let secondCookie: string;

  beforeAll(async () => {
    [leaving, peer, teammate, requester] = await kit.members(4);
    await kit.connect(leaving, peer);
    await kit.connect(requester, leaving, 'pending');
    await kit.connect(peer, teammate);
    await say(leaving, peer, 'Hello from the leaving member');
    await say(peer, leaving, 'Hello back from the peer');
    await say(peer, teammate, 'Not about the leaving member at all');
    pictureUrl = await uploadPicture(leaving);
    const decided = await kit
      .as(leaving)
      .put(`/api/matching/decisions/${teammate.profileId}`, { liked: false });
    expect(decided.statusCode).toBe(200);
    await ctx.database.db
      .insert(savedProfiles)
      .values({ userId: leaving.userId, profileId: teammate.profileId });
    handed = await createProject(leaving, 'Harvest', [teammate]);
    dropped = await createProject(leaving, 'Orchard', []);
    const signIn = await postSignIn(ctx.app, leaving.email, PASSWORD);
    secondCookie = String(signIn.headers['set-cookie']).split(';')[0]!;
  });

  it('lists the projects and whom each can go to, and asks for the password', async () => {
    const plan = await kit.as(leaving).get('/api/account-deletion');
    expect(plan.statusCode).toBe(200);
    expect(plan.json()).toEqual({
      confirmWith: 'password',
      signedInRecently: true,
      projects: [
        {
          id: handed,
          title: 'Harvest',
          heirs: [{ profileId: teammate.profileId, name: teammate.name }],
        },
        { id: dropped, title: 'Orchard', heirs: [] },
      ],
    });
  });

  it('refuses a wrong or missing password, an unchosen project or an heir off the team, changing nothing', async () => {
    const choices = [
      { projectId: handed, handTo: teammate.profileId },
      { projectId: dropped, handTo: null },
    ];
    const refusals = [
      [{ password: 'not-the-password', projects: choices }, m.passwordIncorrect],
      [{ projects: choices }, m.passwordRequired],
      [{ password: PASSWORD, projects: choices.slice(0, 1) }, m.projectChoices],
      [
        {
          password: PASSWORD,
          projects: [choices[0], { projectId: dropped, handTo: peer.profileId }],
        },
        m.heirNotOnTeam,
      ],
    ] as const;
    for (const [body, message] of refusals) {
      const response = await kit.as(leaving).post('/api/account-deletion', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { message } });
    }
    expect((await profileOf(leaving)).status).toBe('active');
    const owned = await ctx.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.userId, leaving.userId));
    expect(owned).toHaveLength(2);
    expect((await kit.as(leaving).get('/api/profiles/me')).statusCode).toBe(200);
  });

  it('deletes with the password: every session ends and exactly the listed data goes', async () => {
    const response = await kit.as(leaving).post('/api/account-deletion', {
      password: PASSWORD,
      projects: [
        { projectId: handed, handTo: teammate.profileId },
        { projectId: dropped, handTo: null },
      ],
    });
    expect(response.statusCode).toBe(204);

    // Signed out everywhere, and no way back in.
    expect((await kit.as(leaving).get('/api/profiles/me')).statusCode).toBe(401);
    expect(
      (await requestsAs(ctx.app, { cookie: secondCookie }).get('/api/profiles/me')).statusCode,
    ).toBe(401);
    expect((await postSignIn(ctx.app, leaving.email, PASSWORD)).statusCode).toBe(401);
    const db = ctx.database.db;
    expect(await db.select().from(sessions).where(eq(sessions.userId, leaving.userId))).toEqual([]);
    expect(await db.select().from(accounts).where(eq(accounts.userId, leaving.userId))).toEqual([]);

    // The profile keeps only its placeholder; the picture's files are gone.
    const erased = await profileOf(leaving);
    expect(erased).toMatchObject({
      name: m.deletedMember,
      status: 'deleted',
      title: '',
      bio: '',
      skills: [],
      imageUrl: null,
      lastActiveAt: null,
    });
    expect(erased.email).not.toBe(leaving.email);
    expect((await ctx.app.inject({ method: 'GET', url: pictureUrl })).statusCode).toBe(404);
    expect(fs.readdirSync(path.join(ctx.dataDir, 'uploads', leaving.profileId))).toEqual([]);
    expect(await countWhere(matchDecisions, leaving.userId)).toBe(0);
    expect(await countWhere(savedProfiles, leaving.userId)).toBe(0);

    // One project handed over (the heir now owns its team), the other deleted.
    const [kept] = await db.select().from(projects).where(eq(projects.id, handed));
    expect(kept?.userId).toBe(teammate.userId);
    expect(await db.select().from(projects).where(eq(projects.id, dropped))).toEqual([]);
    const roster = await db
      .select({ userId: teamMembers.userId, role: teamMembers.role })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(eq(teams.projectId, handed));
    expect(roster).toEqual([{ userId: teammate.userId, role: 'owner' }]);

    // The pending request is gone; the accepted connection and both sides' messages stay.
    expect((await kit.as(requester).get('/api/connections/requests')).json()).toMatchObject({
      items: [],
    });
    const thread = await db
      .select({ body: messages.body })
      .from(messages)
      .where(sql`${leaving.userId} in (${messages.senderId}, ${messages.receiverId})`);
    expect(thread.map((row) => row.body).sort()).toEqual([
      'Hello back from the peer',
      'Hello from the leaving member',
    ]);
  });

  it("shows the peer 'Deleted member' in the conversation, readable but closed", async () => {
    const list = (await kit.as(peer).get('/api/connections')).json() as {
      items: { peer: { profileId: string; name: string } }[];
    };
    expect(list.items.map((item) => item.peer)).toContainEqual(
      expect.objectContaining({ profileId: leaving.profileId, name: m.deletedMember }),
    );
    const thread = await kit.as(peer).get(`/api/messages/${leaving.profileId}`);
    expect(thread.statusCode).toBe(200);
    expect(thread.json()).toMatchObject({
      peer: { name: m.deletedMember, deleted: true, imageUrl: null },
      items: [{ body: 'Hello from the leaving member' }, { body: 'Hello back from the peer' }],
    });
    const reply = await kit.as(peer).post(`/api/messages/${leaving.profileId}`, { body: 'Hi?' });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ error: { message: messageMessages.peerDeleted } });
    expect((await kit.as(peer).get(`/api/profiles/${leaving.profileId}`)).statusCode).toBe(404);
  });

  it('frees the address: the same email signs up again as a new member', async () => {
    const again = await signUpMember(ctx.app, { email: leaving.email, name: 'Back Again' });
    expect(again.userId).not.toBe(leaving.userId);
    expect((await requestsAs(ctx.app, again).get('/api/profiles/me')).json()).toMatchObject({
      profile: { name: 'Back Again', status: 'active' },
    });
  });
});

describe('a member on a paid plan', () => {
  it('stops the subscription renewing before the account goes', async () => {
    const payer = await kit.member();
    const { id } = (await kit.as(payer).post('/api/billing/checkout', { plan: 'pro' })).json() as {
      id: string;
    };
    const paid = await kit.as(payer).post(`/api/billing/checkout/${id}/card`, testCardForm);
    expect(paid.statusCode).toBe(200);
    const renewing = () =>
      ctx.database.db
        .select({ cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd })
        .from(subscriptions)
        .where(eq(subscriptions.userId, payer.userId));
    expect(await renewing()).toEqual([{ cancelAtPeriodEnd: false }]);
    const response = await kit
      .as(payer)
      .post('/api/account-deletion', { password: PASSWORD, projects: [] });
    expect(response.statusCode).toBe(204);
    expect(await renewing()).toEqual([{ cancelAtPeriodEnd: true }]);
  });
});

describe('a member without a password', () => {
  let social: Member;

  beforeAll(async () => {
    social = await kit.member();
    await ctx.database.db
      .update(accounts)
      .set({ providerId: 'github', accountId: `gh-${social.userId}`, password: null })
      .where(and(eq(accounts.userId, social.userId), eq(accounts.providerId, 'credential')));
  });

  it('must have signed in within the last minutes', async () => {
    await ctx.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(sessions.userId, social.userId));
    const plan = await kit.as(social).get('/api/account-deletion');
    expect(plan.json()).toMatchObject({ confirmWith: 'recent_sign_in', signedInRecently: false });
    const refused = await kit.as(social).post('/api/account-deletion', { projects: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { message: m.signInAgain } });
    expect((await profileOf(social)).status).toBe('active');
  });

  it('deletes after a fresh sign-in, with no password asked', async () => {
    await ctx.database.db
      .update(sessions)
      .set({ createdAt: sql`now()` })
      .where(eq(sessions.userId, social.userId));
    const response = await kit.as(social).post('/api/account-deletion', { projects: [] });
    expect(response.statusCode).toBe(204);
    expect((await profileOf(social)).status).toBe('deleted');
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, social.userId));
    expect(user?.email).toMatch(/@deleted\.invalid$/);
  });
});

describe('an admin deleting a member', () => {
  let admin: Member;
  let otherAdmin: Member;
  let member: Member;

  beforeAll(async () => {
    [admin, otherAdmin, member] = await kit.members(3);
    await kit.updateProfile(admin, { role: 'admin' });
    await kit.updateProfile(otherAdmin, { role: 'admin' });
    await createProject(member, 'Meadow', []);
  });

  it("shows the member's projects, then deletes the account the same way, with an audit line", async () => {
    const plan = await kit.as(admin).get(`/api/admin/members/${member.userId}/deletion`);
    expect(plan.json()).toMatchObject({ name: member.name, projects: [{ title: 'Meadow' }] });
    const projectId = (plan.json() as { projects: { id: string }[] }).projects[0]!.id;
    const response = await kit
      .as(admin)
      .del(`/api/admin/members/${member.userId}`, { projects: [{ projectId, handTo: null }] });
    expect(response.statusCode).toBe(204);
    expect((await profileOf(member)).status).toBe('deleted');
    expect((await kit.as(member).get('/api/profiles/me')).statusCode).toBe(401);
    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetUserId, member.userId));
    expect(audit).toMatchObject([
      {
        adminId: admin.userId,
        action: 'member.status',
        before: 'active',
        after: 'deleted',
        targetName: member.name,
      },
    ]);
    // Gone from the admin area too.
    expect((await kit.as(admin).get(`/api/admin/members/${member.userId}`)).statusCode).toBe(404);
    const again = await kit.as(admin).del(`/api/admin/members/${member.userId}`, { projects: [] });
    expect(again.statusCode).toBe(404);
  });

  it('refuses to delete an admin, or the admin themself', async () => {
    const other = await kit
      .as(admin)
      .del(`/api/admin/members/${otherAdmin.userId}`, { projects: [] });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: { message: m.adminAccount } });
    const self = await kit.as(admin).del(`/api/admin/members/${admin.userId}`, { projects: [] });
    expect(self.statusCode).toBe(409);
    expect((await profileOf(otherAdmin)).status).toBe('active');
  });
});
