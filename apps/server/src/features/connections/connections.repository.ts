import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
        const [existing] = await tx
          .select({
            id: connections.id,
            senderId: connections.senderId,
            status: connections.status,
          })
          .from(connections)
          .where(
            and(
              inArray(connections.status, ['pending', 'accepted']),
              sql`least(${connections.senderId}, ${connections.receiverId}) = least(${senderId}::text, ${receiverId}::text)`,
              sql`greatest(${connections.senderId}, ${connections.receiverId}) = greatest(${senderId}::text, ${receiverId}::text)`,
            ),
          )
          .limit(1);
        if (existing) {
          return { kind: 'exists', existing: existing as LiveConnection };
        }
        const [created] = await tx
          .insert(connections)
          .values({ senderId, receiverId, status: 'pending' })
          .returning({ id: connections.id, createdAt: connections.createdAt });
        if (!created) throw new Error('insert returned no row');
        return { kind: 'created', id: created.id, createdAt: created.createdAt };
      });
    },
  };
}

export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;
