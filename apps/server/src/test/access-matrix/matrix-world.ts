import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { connections, profiles, videoCallRequests } from '../../db/schema';
import { cookieFrom, postSignIn, signUpMember } from '../test-app';
import { MATRIX_PASSWORD, type MatrixMember, type MatrixWorld } from './matrix-types';

let counter = 0;

async function signUp(app: FastifyInstance, label: string): Promise<MatrixMember> {
  counter += 1;
  const email = `matrix-${label}-${counter}@example.com`;
  const member = await signUpMember(app, {
    email,
    name: `Matrix ${label}`,
    password: MATRIX_PASSWORD,
  });
  return { ...member, email };
}

/** Owner (on Pro) and peer connected, another member, an admin; all with a skill to endorse. */
export async function buildMatrixWorld(
  app: FastifyInstance,
  database: DatabaseHandle,
): Promise<MatrixWorld> {
  const [owner, peer, member, admin] = await Promise.all(
    ['owner', 'peer', 'member', 'admin'].map((label) => signUp(app, label)),
  );
  const db = database.db;
  await db
    .update(profiles)
    .set({ skills: ['Go', 'Sales'] })
    .where(
      inArray(
        profiles.userId,
        [owner!, peer!, member!, admin!].map((one) => one.userId),
      ),
    );
  await db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, admin!.userId));
  const yearAhead = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  await db
    .update(profiles)
    .set({ isPremium: true, premiumUntil: yearAhead, currentPlanId: 'pro' })
    .where(eq(profiles.userId, owner!.userId));
  await db
    .insert(connections)
    .values({ senderId: peer!.userId, receiverId: owner!.userId, status: 'accepted' });
  const world: MatrixWorld = {
    app,
    database,
    owner: owner!,
    peer: peer!,
    member: member!,
    admin: admin!,
    secondSession: async (who) => {
      const signedIn = await postSignIn(app, who.email, MATRIX_PASSWORD);
      if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.body}`);
      return cookieFrom(signedIn.headers['set-cookie']);
    },
    renewSessions: async () => {
      for (const who of [world.owner, world.peer, world.member, world.admin]) {
        who.cookie = await world.secondSession(who);
      }
    },
    newMember: async (label) => {
      const made = await signUp(app, label);
      await db
        .update(profiles)
        .set({ skills: ['Go'] })
        .where(eq(profiles.userId, made.userId));
      return made;
    },
  };
  return world;
}

export async function insertConnection(
  world: MatrixWorld,
  from: MatrixMember,
  to: MatrixMember,
  status: 'pending' | 'accepted',
): Promise<string> {
  const [row] = await world.database.db
    .insert(connections)
    .values({ senderId: from.userId, receiverId: to.userId, status })
    .returning({ id: connections.id });
  return row!.id;
}

/** A call between owner and peer tomorrow; `sender` proposed it. */
export async function insertVideoCall(
  world: MatrixWorld,
  sender: MatrixMember,
  receiver: MatrixMember,
  status: 'pending' | 'accepted',
  startsInMinutes = 24 * 60,
): Promise<string> {
  const [row] = await world.database.db
    .insert(videoCallRequests)
    .values({
      senderId: sender.userId,
      receiverId: receiver.userId,
      scheduledAt: new Date(Date.now() + startsInMinutes * 60_000),
      status,
    })
    .returning({ id: videoCallRequests.id });
  return row!.id;
}
