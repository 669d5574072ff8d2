// Writes the planned community in foreign-key order, 100 rows per insert (500 for the narrow
// view rows), then recomputes every reputation score from what was written.
import {
  accounts,
  billingCustomers,
  checkoutSessions,
  connections,
  matchDecisions,
  premiumTransactions,
  profiles,
  profileViews,
  projects,
  referrals,
  skillEndorsements,
  subscriptions,
  teamInvitations,
  teamMembers,
  teams,
  users,
} from '../schema';
import type { DemoActivity } from './demo-activity';
import type { DemoBilling } from './demo-billing';
import type { DemoProjects } from './demo-projects';
import type { DemoReputation } from './demo-reputation';
import { chunks, type SeedTx } from './seed-random';
import type { AccountRow, SeedMember } from './seed-rows';

export async function writeCommunity(
  tx: SeedTx,
  members: SeedMember[],
  credentialAccounts: AccountRow[],
  activity: DemoActivity,
  reputation: DemoReputation,
  planned: DemoProjects,
  billing: DemoBilling,
  recalculateReputation: (tx: SeedTx) => Promise<void>,
): Promise<void> {
  for (const batch of chunks(members.map((member) => member.user)))
    await tx.insert(users).values(batch);
  await tx.insert(accounts).values(credentialAccounts);
  for (const batch of chunks(members.map((member) => member.profile)))
    await tx.insert(profiles).values(batch);
  for (const batch of chunks(activity.decisions)) await tx.insert(matchDecisions).values(batch);
  for (const batch of chunks(activity.connections)) await tx.insert(connections).values(batch);
  for (const batch of chunks(activity.referrals)) await tx.insert(referrals).values(batch);
  for (const batch of chunks(reputation.endorsements))
    await tx.insert(skillEndorsements).values(batch);
  for (const batch of chunks(reputation.profileViews, 500))
    await tx.insert(profileViews).values(batch);
  for (const batch of chunks(planned.projects)) await tx.insert(projects).values(batch);
  for (const batch of chunks(planned.teams)) await tx.insert(teams).values(batch);
  for (const batch of chunks(planned.teamMembers)) await tx.insert(teamMembers).values(batch);
  for (const batch of chunks(planned.invitations)) await tx.insert(teamInvitations).values(batch);
  for (const batch of chunks(billing.customers)) await tx.insert(billingCustomers).values(batch);
  for (const batch of chunks(billing.checkouts)) await tx.insert(checkoutSessions).values(batch);
  for (const batch of chunks(billing.subscriptions)) await tx.insert(subscriptions).values(batch);
  for (const batch of chunks(billing.transactions, 500))
    await tx.insert(premiumTransactions).values(batch);
  await recalculateReputation(tx);
}
