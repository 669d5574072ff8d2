import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

export function createAccountsRepository(db: Db) {
  return {
    async findProfileAccessByUserId(userId: string) {
      const [row] = await db
        .select({ id: profiles.id, role: profiles.role, status: profiles.status })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
