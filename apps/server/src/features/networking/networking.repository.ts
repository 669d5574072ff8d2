// All SQL of speed networking: the lobby, rounds and their chat.
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import { NETWORKING_STALE_SECONDS } from '@cofound/shared/networking/networking.schemas';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { lockForTransaction } from '../../db/locks';
import { defineRepository } from '../../db/repository';
import {
  networkingMatches,
  networkingMessages,
  networkingSessions,
  profiles,
} from '../../db/schema';
import { liveConnectionLateral } from '../connections';
import { decidedEitherWay, decisionOf } from '../matching';
import { isActiveProfile } from '../profiles';
import { blockedUserIdsQuery, notBlockedWith } from '../safety';
import type { WaitingCandidate } from './networking-pairing';

export type LobbySession = {
  status: 'waiting' | 'in_round';
  matchId: string | null;
  joinedAt: Date;
  /** Waiting, and not heard from for longer than the lobby allows. */
  stale: boolean;
};

export type RoundRow = {
  id: string;
  startedAt: Date;
  endsAt: Date;
  endedAt: Date | null;
  endedBy: string | null;
  /** Neither moved on and the time is not up, by the database's clock. */
  running: boolean;
  partnerUserId: string;
  partnerProfileId: string | null;
};

export type OwnLobbyProfile = Omit<WaitingCandidate, 'joinedAt'> & {
  profileId: string;
  active: boolean;
};

const staleAfter = sql.raw(`interval '${NETWORKING_STALE_SECONDS} seconds'`);

export function createNetworkingRepository(database: Db) {
  return defineRepository(database, networkingQueries);
}

function networkingQueries(db: DbOrTx) {
  return {
    /** Serialises every pairing: two members joining at once are never both given a third. */
    lockLobby: () => lockForTransaction(db, 'networking', 'lobby'),

    /** Serialises one round's chat, so its message limit holds. */
    lockRound: (matchId: string) => lockForTransaction(db, 'networking', matchId),

    async ownProfile(userId: string): Promise<OwnLobbyProfile | null> {
      const [row] = await db
        .select({
          userId: profiles.userId,
          profileId: profiles.id,
          skills: profiles.skills,
          industry: profiles.industry,
          experience: profiles.experience,
          lookingFor: profiles.lookingFor,
          startupInterests: profiles.startupInterests,
          active: sql<boolean>`${isActiveProfile()}`,
        })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row ?? null;
    },

    async findSession(userId: string): Promise<LobbySession | null> {
      const [row] = await db
        .select({
          status: sql<LobbySession['status']>`${networkingSessions.status}`,
          matchId: networkingSessions.matchId,
          joinedAt: networkingSessions.joinedAt,
          stale: sql<boolean>`${networkingSessions.status} = 'waiting'
            and ${networkingSessions.lastSeenAt} < now() - ${staleAfter}`,
        })
        .from(networkingSessions)
        .where(eq(networkingSessions.userId, userId));
      return row ?? null;
    },

    /** Waiters whose page stopped saying they are there have left. */
    async dropStaleWaiters(): Promise<void> {
      await db
        .delete(networkingSessions)
        .where(
          and(
            eq(networkingSessions.status, 'waiting'),
            sql`${networkingSessions.lastSeenAt} < now() - ${staleAfter}`,
          ),
        );
    },

    /**
     * The member waits (again): a heartbeat keeps their place in the queue; coming back from a
     * round or after lapsing puts them at its end.
     */
    async upsertWaiting(userId: string): Promise<void> {
      await db
        .insert(networkingSessions)
        .values({ userId, status: 'waiting' })
        .onConflictDoUpdate({
          target: networkingSessions.userId,
          set: {
            joinedAt: sql`case when ${networkingSessions.status} = 'waiting'
              and ${networkingSessions.lastSeenAt} >= now() - ${staleAfter}
              then ${networkingSessions.joinedAt} else now() end`,
            status: 'waiting',
            matchId: null,
            lastSeenAt: sql`now()`,
          },
        });
    },

    /**
     * Everyone waiting who may meet the member: an active profile, no block either way, never
     * paired with them before, neither has decided on the other in the deck, and no pending or
     * accepted connection between them. Longest waiting first, at most `limit`.
     */
    async waitingCandidates(
      member: { userId: string; profileId: string },
      limit: number,
    ): Promise<WaitingCandidate[]> {
      const rows = await queryRows<{
        user_id: string;
        skills: string[];
        industry: string | null;
        experience: number;
        looking_for: string[];
        startup_interests: string[];
        joined_at: string;
      }>(
        db,
        sql`
        select s.user_id, p.skills, p.industry, p.experience, p.looking_for,
          p.startup_interests, s.joined_at
        from networking_sessions s
        join profiles p on p.user_id = s.user_id
        where s.status = 'waiting'
          and s.last_seen_at >= now() - ${staleAfter}
          and s.user_id <> ${member.userId}
          and ${isActiveProfile(sql`p.status`)}
          and s.user_id not in (${blockedUserIdsQuery(member.userId)})
          and not exists (
            select 1 from networking_matches m
            where m.user_low = least(${member.userId}::text, s.user_id)
              and m.user_high = greatest(${member.userId}::text, s.user_id))
          and not ${decidedEitherWay(member, { userId: sql`s.user_id`, profileId: sql`p.id` })}
          and not exists ${liveConnectionLateral(member.userId, sql`s.user_id`)}
        order by s.joined_at, s.user_id
        limit ${limit}`,
      );
      return rows.map((row) => ({
        userId: row.user_id,
        skills: row.skills,
        industry: row.industry,
        experience: row.experience,
        lookingFor: row.looking_for,
        startupInterests: row.startup_interests,
        joinedAt: new Date(row.joined_at),
      }));
    },

    /** Other members waiting now. */
    async countOthersWaiting(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(networkingSessions)
        .where(
          and(
            eq(networkingSessions.status, 'waiting'),
            sql`${networkingSessions.lastSeenAt} >= now() - ${staleAfter}`,
            sql`${networkingSessions.userId} <> ${userId}`,
          ),
        );
      return row?.total ?? 0;
    },

    /** A round of the two, ending `seconds` from now; both members' sessions move into it. */
    async startRound(userA: string, userB: string, seconds: number): Promise<string> {
      const [low, high] = [userA, userB].sort() as [string, string];
      const [row] = await db
        .insert(networkingMatches)
        .values({
          userLow: low,
          userHigh: high,
          endsAt: sql`now() + make_interval(secs => ${seconds})`,
        })
        .returning({ id: networkingMatches.id });
      await db
        .update(networkingSessions)
        .set({ status: 'in_round', matchId: row!.id })
        .where(or(eq(networkingSessions.userId, low), eq(networkingSessions.userId, high)));
      return row!.id;
    },

    /** The member's round with the other member's ids, or null if it is gone. */
    async findRound(matchId: string, userId: string): Promise<RoundRow | null> {
      const partner = sql<string>`case when ${networkingMatches.userLow} = ${userId}
        then ${networkingMatches.userHigh} else ${networkingMatches.userLow} end`;
      const [row] = await db
        .select({
          id: networkingMatches.id,
          startedAt: networkingMatches.startedAt,
          endsAt: networkingMatches.endsAt,
          endedAt: networkingMatches.endedAt,
          endedBy: networkingMatches.endedBy,
          running: sql<boolean>`${networkingMatches.endedAt} is null
            and ${networkingMatches.endsAt} > now()`,
          partnerUserId: partner,
          partnerProfileId: sql<
            string | null
          >`(select ${profiles.id} from ${profiles} where ${profiles.userId} = ${partner})`,
        })
        .from(networkingMatches)
        .where(
          and(
            eq(networkingMatches.id, matchId),
            or(eq(networkingMatches.userLow, userId), eq(networkingMatches.userHigh, userId)),
          ),
        );
      return row ?? null;
    },

    /** Closes the round (if still open) as moved on by `userId`. */
    async endRound(matchId: string, userId: string): Promise<void> {
      await db
        .update(networkingMatches)
        .set({ endedAt: sql`now()`, endedBy: userId })
        .where(and(eq(networkingMatches.id, matchId), sql`${networkingMatches.endedAt} is null`));
    },

    async deleteSession(userId: string): Promise<void> {
      await db.delete(networkingSessions).where(eq(networkingSessions.userId, userId));
    },

    /** Whether the member may still see the partner: active, no block either way. */
    async partnerVisible(userId: string, partnerUserId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.userId, partnerUserId), isActiveProfile(), notBlockedWith(userId)));
      return row !== undefined;
    },

    async roundsHad(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(networkingMatches)
        .where(or(eq(networkingMatches.userLow, userId), eq(networkingMatches.userHigh, userId)));
      return row?.total ?? 0;
    },

    /** The member's deck decision on a profile: liked, passed, or none. */
    async decisionOn(userId: string, profileId: string): Promise<boolean | null> {
      const [row] = await queryRows<{ liked: boolean | null }>(
        db,
        sql`select ${decisionOf(userId, profileId)} as liked`,
      );
      return row?.liked ?? null;
    },

    /** A round's chat, oldest first (a round holds a bounded number of messages). */
    async messages(matchId: string, limit: number) {
      return db
        .select({
          id: networkingMessages.id,
          senderId: networkingMessages.senderId,
          body: networkingMessages.body,
          createdAt: networkingMessages.createdAt,
        })
        .from(networkingMessages)
        .where(eq(networkingMessages.matchId, matchId))
        .orderBy(asc(networkingMessages.createdAt), asc(networkingMessages.id))
        .limit(limit);
    },

    async countMessages(matchId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(networkingMessages)
        .where(eq(networkingMessages.matchId, matchId));
      return row?.total ?? 0;
    },

    async insertMessage(matchId: string, senderId: string, body: string) {
      const [row] = await db
        .insert(networkingMessages)
        .values({ matchId, senderId, body })
        .returning({
          id: networkingMessages.id,
          body: networkingMessages.body,
          createdAt: networkingMessages.createdAt,
        });
      return row!;
    },
  };
}

export type NetworkingRepository = ReturnType<typeof createNetworkingRepository>;
export type NetworkingQueries = ReturnType<typeof networkingQueries>;
