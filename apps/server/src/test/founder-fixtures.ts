// Test-only: founders written straight into the database, with the fields discovery and matching read.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { connections, profiles, profileViews, reputationScores, users } from '../db/schema';

export type FounderFixture = {
  /** A uuid; fixtures choose them so that ties order predictably (by id). */
  id: string;
  name: string;
  title?: string;
  bio?: string;
  industry?: string;
  experience?: number;
  skills?: string[];
  lookingFor?: string[];
  startupInterests?: string[];
  timeZone?: string | null;
  commitment?: 'full_time_now' | 'full_time_within_months' | 'part_time' | null;
  score?: number;
  createdAt: Date;
  status?: 'active' | 'suspended' | 'banned';
  visibility?: 'public' | 'members';
  city?: string;
  country?: string;
};

export const userIdOf = (profileId: string) => `user-${profileId}`;

/** Profile id n as a uuid: ids sort as n does. */
export const fixtureId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export async function insertFounders(db: Db, founders: FounderFixture[]): Promise<void> {
  if (founders.length === 0) return;
  await db.insert(users).values(
    founders.map((founder) => ({
      id: userIdOf(founder.id),
      name: founder.name,
      email: `${founder.id}@fixtures.example`,
      emailVerified: true,
      createdAt: founder.createdAt,
      updatedAt: founder.createdAt,
    })),
  );
  await db.insert(profiles).values(
    founders.map((founder) => ({
      id: founder.id,
      userId: userIdOf(founder.id),
      name: founder.name,
      email: `${founder.id}@fixtures.example`,
      title: founder.title ?? 'Founder',
      founderRole: 'CEO/Founder',
      bio: founder.bio ?? '',
      industry: founder.industry ?? 'Technology',
      experience: founder.experience ?? 1,
      skills: founder.skills ?? [],
      lookingFor: founder.lookingFor ?? [],
      startupInterests: founder.startupInterests ?? [],
      timeZone: founder.timeZone ?? null,
      commitment: founder.commitment ?? null,
      city: founder.city ?? null,
      country: founder.country ?? null,
      status: founder.status ?? 'active',
      visibility: founder.visibility ?? 'public',
      isPremium: true,
      referralCode: `REF${founder.id.slice(-8)}`,
      createdAt: founder.createdAt,
      updatedAt: founder.createdAt,
    })),
  );
  for (const founder of founders) {
    if (!founder.score) continue;
    await db
      .update(reputationScores)
      .set({ totalScore: founder.score, connectionScore: founder.score })
      .where(eq(reputationScores.profileId, founder.id));
  }
}

export async function insertConnection(
  db: Db,
  row: { senderId: string; receiverId: string; status: 'pending' | 'accepted'; createdAt: Date },
): Promise<void> {
  await db.insert(connections).values(row);
}

export async function insertView(
  db: Db,
  row: { profileId: string; viewerId: string; viewedAt: Date },
): Promise<void> {
  await db.insert(profileViews).values({
    ...row,
    viewedOn: sql`(${row.viewedAt.toISOString()}::timestamptz)::date`,
  });
}
