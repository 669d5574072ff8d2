// What deleting an account removes of connections (docs/decisions/0036-account-deletion.md): the
// requests still waiting either way. Accepted connections stay, so the other member keeps the
// conversation, now with 'Deleted member'.
import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections } from '../../db/schema';

export async function erasePendingRequestsOf(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .delete(connections)
    .where(
      and(
        eq(connections.status, 'pending'),
        or(eq(connections.senderId, userId), eq(connections.receiverId, userId)),
      ),
    );
}
