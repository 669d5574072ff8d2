import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { connections, profiles } from '../../db/schema';

export type LiveConnection = { id: string; senderId: string; status: 'pending' | 'accepted' };

export type CreateRequestResult =
  { kind: 'created'; id: string; createdAt: Date } | { kind: 'exists'; existing: LiveConnection };

/** PostgreSQL's unique_violation, from pg or PGlite, possibly wrapped by drizzle. */
export function isLivePairViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return (
        candidate.constraint === undefined ||
        candidate.constraint === 'connections_live_pair_unique'
      );
    }
    current = candidate.cause;
  }
  return false;
}

/** The live (pending or accepted) connection between two users, either direction. */
export async function findLivePair(
  executor: DbOrTx,
  userIdA: string,
  userIdB: string,
): Promise<LiveConnection | null> {
  const [existing] = await executor
    .select({ id: connections.id, senderId: connections.senderId, status: connections.status })
    .from(connections)
    .where(
      and(
        inArray(connections.status, ['pending', 'accepted']),
        sql`least(${connections.senderId}, ${connections.receiverId}) = least(${userIdA}::text, ${userIdB}::text)`,
        sql`greatest(${connections.senderId}, ${connections.receiverId}) = greatest(${userIdA}::text, ${userIdB}::text)`,
      ),
    )
    .limit(1);
  return (existing as LiveConnection | undefined) ?? null;
}

export type ConnectionOrigin = 'request' | 'mutual_like';

export async function insertPendingConnection(
  executor: DbOrTx,
  senderId: string,
  receiverId: string,
  origin: ConnectionOrigin,
): Promise<{ id: string; createdAt: Date }> {
  const [created] = await executor
    .insert(connections)
    .values({ senderId, receiverId, status: 'pending', origin })
    .returning({ id: connections.id, createdAt: connections.createdAt });
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** Deletes a connection only while it is still pending; true when it did. */
export async function withdrawPendingConnection(
  executor: DbOrTx,
  connectionId: string,
): Promise<{ receiverId: string } | null> {
  const [row] = await executor
    .delete(connections)
    .where(and(eq(connections.id, connectionId), eq(connections.status, 'pending')))
    .returning({ receiverId: connections.receiverId });
  return row ?? null;
}

export function createConnectionsRepository(db: Db) {
  return {
    /** The profile a request may go to: it exists and its member is active. */
    async findActiveProfile(profileId: string): Promise<{ id: string; userId: string } | null> {
      const [row] = await db
        .select({ id: profiles.id, userId: profiles.userId })
        .from(profiles)
        .where(and(eq(profiles.id, profileId), eq(profiles.status, 'active')))
        .limit(1);
      return row ?? null;
    },

    /**
     * In one transaction: reads the pair's live connection (either direction) and, when there is
     * none, inserts a pending request. A concurrent insert of the same pair fails on
     * connections_live_pair_unique (23505), which the caller maps to a conflict.
     */
    async createPendingRequest(senderId: string, receiverId: string): Promise<CreateRequestResult> {
      return db.transaction(async (tx) => {
        const existing = await findLivePair(tx, senderId, receiverId);
        if (existing) return { kind: 'exists', existing };
        const created = await insertPendingConnection(tx, senderId, receiverId, 'request');
        return { kind: 'created', ...created };
      });
    },

    /** The member's incoming pending requests from active senders, newest first, and their count. */
    async listIncomingRequests(receiverId: string, limit: number) {
      const incoming = and(
        eq(connections.receiverId, receiverId),
        eq(connections.status, 'pending'),
        eq(profiles.status, 'active'),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: connections.id,
            createdAt: connections.createdAt,
            profileId: profiles.id,
            name: profiles.name,
            title: profiles.title,
            imageUrl: profiles.imageUrl,
          })
          .from(connections)
          .innerJoin(profiles, eq(profiles.userId, connections.senderId))
          .where(incoming)
          .orderBy(desc(connections.createdAt), desc(connections.id))
          .limit(limit),
        db
          .select({ count: count() })
          .from(connections)
          .innerJoin(profiles, eq(profiles.userId, connections.senderId))
          .where(incoming),
      ]);
      return { rows, count: total?.count ?? 0 };
    },

    /**
     * Moves a pending request addressed to `receiverId` to accepted or rejected, and runs
     * `then` in the same transaction. Null when there is no such pending request (someone
     * else's, already decided, withdrawn).
     */
    async decideIncoming<T>(
      connectionId: string,
      receiverId: string,
      status: 'accepted' | 'rejected',
      then: (tx: DbOrTx, row: { senderId: string }) => Promise<T>,
    ): Promise<{ senderId: string; senderProfileId: string; result: T } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(connections)
          .set({ status, updatedAt: new Date() })
          .where(
            and(
              eq(connections.id, connectionId),
              eq(connections.receiverId, receiverId),
              eq(connections.status, 'pending'),
            ),
          )
          .returning({ senderId: connections.senderId });
        if (!row) return null;
        const [sender] = await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(eq(profiles.userId, row.senderId));
        const result = await then(tx, row);
        return { senderId: row.senderId, senderProfileId: sender?.id ?? '', result };
      });
    },
  };
}

export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;
