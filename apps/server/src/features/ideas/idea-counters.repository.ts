// The counters an idea keeps beside its rows (likes and comments), moved by the transaction that
// adds or removes a row, so each always equals its rows.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { startupIdeas } from '../../db/schema';

export type IdeaCounter = 'likesCount' | 'commentsCount';

/** Moves the idea's `counter` by `delta`; the count after (0 when the idea is gone). */
export async function moveIdeaCounter(
  db: DbOrTx,
  ideaId: string,
  counter: IdeaCounter,
  delta: 1 | -1,
): Promise<number> {
  const column = startupIdeas[counter];
  const [row] = await db
    .update(startupIdeas)
    .set({ [counter]: sql`${column} + ${delta}` })
    .where(eq(startupIdeas.id, ideaId))
    .returning({ count: column });
  return row?.count ?? 0;
}
