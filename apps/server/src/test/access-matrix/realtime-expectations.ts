import { adminReportsTopic } from '@cofound/shared/admin/admin-reports.schemas';
import { realtimeTopic, type RealtimeEventName } from '@cofound/shared/realtime';
import { eq } from 'drizzle-orm';
import { REFERRAL_REWARD_JOB } from '../../features/accounts';
import {
  circleMembers,
  founderCircles,
  profiles,
  referrals,
  teamInvitations,
} from '../../db/schema';
import { openRealtimeSocket, realtimeUrl } from '../../realtime/realtime-test-client';
import { TEST_APP_URL } from '../test-app';
import { insertConnection, insertVideoCall } from './matrix-world';
import type { MatrixMember, MatrixWorld } from './matrix-types';

/** The matrix's websocket listeners: everyone but the visitor holds a socket. */
export type Listener = 'owner' | 'peer' | 'member' | 'admin';
export const listeners: Listener[] = ['owner', 'peer', 'member', 'admin'];

/**
 * What makes an event happen and who must receive it; every other listener must not. Every
 * event of the shared realtime map has an entry: an event without one fails the matrix.
 */
export type EventExpectation = {
  trigger: (world: MatrixWorld) => Promise<void>;
  recipients: Listener[];
};

/** A project that fits none of the matrix's members as a team match (24.5 % at most). */
const teamProject = {
  title: 'Live team',
  description: 'Watched by the matrix',
  industry: 'Technology',
  stage: 'idea',
  skillsNeeded: ['Rust'],
  rolesNeeded: ['Designer'],
};

/**
 * A circle moderated by `moderator` (its creator, an active member), public unless said
 * otherwise, written as the API writes an admin's circle.
 */
async function circleOf(world: MatrixWorld, moderator: MatrixMember, isPrivate = false) {
  const [row] = await world.database.db
    .insert(founderCircles)
    .values({
      name: `Live circle ${Date.now()} ${Math.random()}`,
      industry: 'saas',
      description: 'Watched by the matrix',
      isPrivate,
      createdBy: moderator.userId,
      membersCount: 1,
    })
    .returning({ id: founderCircles.id });
  await world.database.db.insert(circleMembers).values({
    circleId: row!.id,
    userId: moderator.userId,
    role: 'moderator',
    status: 'active',
    joinedAt: new Date(),
  });
  return row!.id;
}

async function call(
  world: MatrixWorld,
  who: MatrixMember,
  method: 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const response = await world.app.inject({
    method,
    url,
    headers: { origin: TEST_APP_URL, cookie: who.cookie },
    payload,
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.body === '' ? {} : (response.json() as { id?: string });
}

export const eventExpectations: Record<
  Exclude<RealtimeEventName, 'realtime.ready'>,
  EventExpectation
> = {
  'session.ended': {
    trigger: async (world) => {
      // An admin suspends someone with no part in the matrix: nobody listening hears it.
      const suspended = await world.newMember('live-suspended');
      await call(world, world.admin, 'PUT', `/api/admin/members/${suspended.userId}/status`, {
        status: 'suspended',
        reason: 'Spam',
      });
    },
    recipients: [],
  },
  'system.notice': {
    trigger: async (world) =>
      world.app.realtime.publish([world.owner.userId], 'system.notice', { message: 'Hi' }),
    recipients: ['owner'],
  },
  'connection.requested': {
    trigger: async (world) => {
      const asker = await world.newMember('live-asker');
      await call(world, asker, 'POST', '/api/connections', { profileId: world.owner.profileId });
    },
    recipients: ['owner'],
  },
  'connection.changed': {
    trigger: async (world) => {
      const asker = await world.newMember('live-accepted');
      const id = await insertConnection(world, asker, world.owner, 'pending');
      await call(world, world.owner, 'POST', `/api/connections/${id}/accept`);
    },
    // Both sides of the connection; the asker holds no socket here.
    recipients: ['owner'],
  },
  'message.created': {
    trigger: async (world) => {
      await call(world, world.owner, 'POST', `/api/messages/${world.peer.profileId}`, {
        body: 'Live hello',
      });
    },
    recipients: ['owner', 'peer'],
  },
  'message.read': {
    trigger: async (world) => {
      await call(world, world.peer, 'POST', `/api/messages/${world.owner.profileId}/read`);
    },
    recipients: ['owner'],
  },
  'message.removed': {
    trigger: async (world) => {
      // The peer reports the owner's message and the admin removes it: the two members hear it.
      const message = await call(
        world,
        world.owner,
        'POST',
        `/api/messages/${world.peer.profileId}`,
        {
          body: 'Live spam',
        },
      );
      const report = await call(world, world.peer, 'POST', '/api/reports', {
        profileId: world.owner.profileId,
        reason: 'spam',
        messageId: message.id,
      });
      await call(world, world.admin, 'PUT', `/api/admin/reports/${report.id}`, {
        action: 'remove',
      });
    },
    recipients: ['owner', 'peer'],
  },
  'message.typing': {
    trigger: async (world) => {
      await call(world, world.owner, 'POST', `/api/messages/${world.peer.profileId}/typing`);
    },
    recipients: ['peer'],
  },
  'video-call.requested': {
    trigger: async (world) => {
      const date = new Date(Date.now() + 8 * 24 * 3600_000).toISOString().slice(0, 10);
      await call(world, world.owner, 'POST', '/api/video-calls', {
        profileId: world.peer.profileId,
        date,
        time: '09:00',
        timeZone: 'UTC',
        durationMinutes: 30,
        title: '',
      });
    },
    recipients: ['peer'],
  },
  'video-call.changed': {
    trigger: async (world) => {
      const id = await insertVideoCall(world, world.owner, world.peer, 'pending', 9 * 24 * 60);
      await call(world, world.peer, 'POST', `/api/video-calls/${id}/accept`);
    },
    recipients: ['owner', 'peer'],
  },
  'video-call.signal': {
    trigger: async (world) => {
      const id = await insertVideoCall(world, world.owner, world.peer, 'accepted', 5);
      await call(world, world.owner, 'POST', `/api/video-calls/${id}/signals`, {
        kind: 'ready',
        data: null,
      });
    },
    recipients: ['peer'],
  },
  'team.invitation': {
    trigger: async (world) => {
      const project = await call(world, world.owner, 'POST', '/api/projects', teamProject);
      await call(world, world.owner, 'POST', `/api/projects/${project.id}/invitations`, {
        profileId: world.peer.profileId,
      });
    },
    recipients: ['peer'],
  },
  'team-match.new': {
    trigger: async (world) => {
      // Everyone signs up a CTO in AI/ML with 3 years and lists Go: this project fits them at
      // 79.5 %. For a moment the owner has the 5 years it asks for, so it fits them alone.
      const owner = eq(profiles.userId, world.owner.userId);
      const db = world.database.db;
      const [before] = await db
        .select({ experience: profiles.experience })
        .from(profiles)
        .where(owner);
      await db.update(profiles).set({ experience: 5 }).where(owner);
      const founder = await world.newMember('team-founder');
      await call(world, founder, 'POST', '/api/projects', {
        ...teamProject,
        skillsNeeded: ['Go'],
        rolesNeeded: ['CTO'],
        minExperience: 5,
      });
      await world.app.jobs.tick();
      await world.app.jobs.tick();
      await db.update(profiles).set(before!).where(owner);
    },
    recipients: ['owner'],
  },
  'team.changed': {
    trigger: async (world) => {
      const project = await call(world, world.owner, 'POST', '/api/projects', teamProject);
      const [invitation] = await world.database.db
        .insert(teamInvitations)
        .values({ projectId: project.id!, userId: world.peer.userId, kind: 'invite' })
        .returning({ id: teamInvitations.id });
      await call(world, world.peer, 'POST', `/api/team-invitations/${invitation!.id}/accept`);
    },
    // The team: its owner and the member who joined.
    recipients: ['owner', 'peer'],
  },
  'idea.comments': {
    trigger: async (world) => {
      // Only sockets watching the idea hear it: none of the listeners does, a page of the
      // member's does.
      const idea = await call(world, world.owner, 'POST', '/api/ideas', {
        title: 'Live idea',
        description: 'Watched by the matrix',
        industry: 'ai',
        skillsNeeded: ['Sales'],
        rolesNeeded: ['CEO'],
      });
      const page = openRealtimeSocket(realtimeUrl(world.app), {
        origin: TEST_APP_URL,
        cookie: world.member.cookie,
      });
      try {
        await page.waitForFrames(1);
        page.socket.send(JSON.stringify({ type: 'watch', topic: realtimeTopic('idea', idea.id!) }));
        await new Promise((resolve) => setTimeout(resolve, 200));
        await call(world, world.peer, 'POST', `/api/ideas/${idea.id}/comments`, { content: 'Hi' });
        await page.waitForFrames(2);
        if (page.frames[1]?.event !== 'idea.comments') {
          throw new Error(`the watching page got ${JSON.stringify(page.frames[1])}`);
        }
      } finally {
        page.socket.terminate();
      }
    },
    recipients: [],
  },
  'circle.posts': {
    trigger: async (world) => {
      // Only sockets with the circle open hear it: none of the listeners has, a page of the
      // member's (who may read a public circle without joining) has.
      const circleId = await circleOf(world, world.owner);
      const page = openRealtimeSocket(realtimeUrl(world.app), {
        origin: TEST_APP_URL,
        cookie: world.member.cookie,
      });
      try {
        await page.waitForFrames(1);
        page.socket.send(
          JSON.stringify({ type: 'watch', topic: realtimeTopic('circle', circleId) }),
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        await call(world, world.owner, 'POST', `/api/circles/${circleId}/posts`, { content: 'Hi' });
        await page.waitForFrames(2);
        if (page.frames[1]?.event !== 'circle.posts') {
          throw new Error(`the watching page got ${JSON.stringify(page.frames[1])}`);
        }
      } finally {
        page.socket.terminate();
      }
    },
    recipients: [],
  },
  'circle.membership': {
    trigger: async (world) => {
      // The peer asks to join the owner's private circle (its moderator hears of it), and the
      // owner accepts (the peer hears the answer).
      const circleId = await circleOf(world, world.owner, true);
      await call(world, world.peer, 'PUT', `/api/circles/${circleId}/membership`);
      await call(
        world,
        world.owner,
        'PUT',
        `/api/circles/${circleId}/requests/${world.peer.profileId}`,
      );
    },
    recipients: ['owner', 'peer'],
  },
  'community.reply': {
    trigger: async (world) => {
      // The peer replies to the owner's post in the owner's circle.
      const circleId = await circleOf(world, world.owner);
      const post = await call(world, world.owner, 'POST', `/api/circles/${circleId}/posts`, {
        content: 'Who is hiring?',
      });
      await call(world, world.peer, 'PUT', `/api/circles/${circleId}/membership`);
      await call(world, world.peer, 'POST', `/api/circles/${circleId}/posts`, {
        content: 'We are',
        parentId: post.id,
      });
    },
    recipients: ['owner'],
  },
  'networking.round': {
    trigger: async (world) => {
      // The only other member in the lobby: the owner is paired with them on joining.
      const waiting = await world.newMember('live-networking');
      await call(world, waiting, 'POST', '/api/networking/lobby');
      await call(world, world.owner, 'POST', '/api/networking/lobby');
    },
    // Both of the round; the other holds no socket here.
    recipients: ['owner'],
  },
  'admin.reports': {
    trigger: async (world) => {
      // Only admins watching the queue hear it: a page of the admin's does, and a page of the
      // member's that asked to watch the same topic does not.
      const watch = (who: MatrixMember) => {
        const page = openRealtimeSocket(realtimeUrl(world.app), {
          origin: TEST_APP_URL,
          cookie: who.cookie,
        });
        return page
          .waitForFrames(1)
          .then(() => page.socket.send(JSON.stringify({ type: 'watch', topic: adminReportsTopic })))
          .then(() => page);
      };
      const [adminPage, memberPage] = await Promise.all([watch(world.admin), watch(world.member)]);
      try {
        await new Promise((resolve) => setTimeout(resolve, 200));
        await call(world, world.peer, 'POST', '/api/reports', {
          profileId: world.owner.profileId,
          reason: 'spam',
        });
        await adminPage.waitForFrames(2);
        if (adminPage.frames[1]?.event !== 'admin.reports') {
          throw new Error(`the admin's page got ${JSON.stringify(adminPage.frames[1])}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 150));
        if (memberPage.frames.length !== 1) {
          throw new Error(`the member's page got ${JSON.stringify(memberPage.frames[1])}`);
        }
      } finally {
        adminPage.socket.terminate();
        memberPage.socket.terminate();
      }
    },
    recipients: [],
  },
  'referral.updated': {
    trigger: async (world) => {
      // A friend the owner referred verified their email: the reward job looks at the owner.
      const friend = await world.newMember('live-referred');
      await world.database.db.insert(referrals).values({
        referrerId: world.owner.userId,
        referredId: friend.userId,
        status: 'successful',
        completedAt: new Date(),
      });
      await world.app.jobs.enqueue({
        kind: REFERRAL_REWARD_JOB,
        payload: { referrerId: world.owner.userId },
      });
      await world.app.jobs.tick();
    },
    recipients: ['owner'],
  },
};
