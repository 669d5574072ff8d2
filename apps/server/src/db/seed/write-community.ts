// Writes the planned community in foreign-key order, 100 rows per insert.
import { accounts, connections, matchDecisions, profiles, referrals, users } from '../schema';
import type { DemoActivity } from './demo-activity';
import { chunks, type SeedTx } from './seed-random';
import type { AccountRow, SeedMember } from './seed-rows';

export async function writeCommunity(
  tx: SeedTx,
  members: SeedMember[],
  credentialAccounts: AccountRow[],
  activity: DemoActivity,
): Promise<void> {
  for (const batch of chunks(members.map((member) => member.user)))
    await tx.insert(users).values(batch);
  await tx.insert(accounts).values(credentialAccounts);
  for (const batch of chunks(members.map((member) => member.profile)))
    await tx.insert(profiles).values(batch);
  for (const batch of chunks(activity.decisions)) await tx.insert(matchDecisions).values(batch);
  for (const batch of chunks(activity.connections)) await tx.insert(connections).values(batch);
  for (const batch of chunks(activity.referrals)) await tx.insert(referrals).values(batch);
}
