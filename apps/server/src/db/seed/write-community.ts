// Writes the planned community in foreign-key order, 100 rows per insert (500 for the narrow
// rows), then rebuilds the reputation ledger and every score from what was written.
import {
  accounts,
  billingCustomers,
  checkoutSessions,
  connections,
  dailyCheckins,
  matchDecisions,
  messages,
  premiumGrants,
  premiumTransactions,
  profiles,
  profileViews,
  projects,
  referrals,
  skillEndorsements,
  startupIdeaComments,
  startupIdeaLikes,
  startupIdeas,
  subscriptions,
  teamInvitations,
  teamMembers,
  teams,
  users,
  videoCallRequests,
} from '../schema';
import type { DemoActivity } from './demo-activity';
import type { DemoBilling } from './demo-billing';
import type { DemoIdeas } from './demo-ideas';
import type { CheckInRow } from './demo-check-ins';
import type { MessageRow } from './demo-messages';
import type { DemoProjects } from './demo-projects';
import type { DemoReputation } from './demo-reputation';
import type { VideoCallRow } from './demo-video-calls';
import { chunks, type SeedTx } from './seed-random';
import type { AccountRow, SeedMember } from './seed-rows';

/** Everything the seed planned, row by row. */
export type PlannedCommunity = {
  members: SeedMember[];
  credentialAccounts: AccountRow[];
  activity: DemoActivity;
  reputation: DemoReputation;
  projects: DemoProjects;
  billing: DemoBilling;
  checkIns: CheckInRow[];
  messages: MessageRow[];
  videoCalls: VideoCallRow[];
  ideas: DemoIdeas;
};

export async function writeCommunity(
  tx: SeedTx,
  community: PlannedCommunity,
  recalculateReputation: (tx: SeedTx) => Promise<void>,
): Promise<void> {
  const { members, activity, reputation, billing } = community;
  const planned = community.projects;
  for (const batch of chunks(members.map((member) => member.user)))
    await tx.insert(users).values(batch);
  await tx.insert(accounts).values(community.credentialAccounts);
  for (const batch of chunks(members.map((member) => member.profile)))
    await tx.insert(profiles).values(batch);
  for (const batch of chunks(linkedAccountsOf(members))) await tx.insert(accounts).values(batch);
  for (const batch of chunks(activity.decisions)) await tx.insert(matchDecisions).values(batch);
  for (const batch of chunks(activity.connections)) await tx.insert(connections).values(batch);
  for (const batch of chunks(activity.referrals)) await tx.insert(referrals).values(batch);
  for (const batch of chunks(reputation.endorsements))
    await tx.insert(skillEndorsements).values(batch);
  for (const batch of chunks(reputation.profileViews, 500))
    await tx.insert(profileViews).values(batch);
  for (const batch of chunks(community.messages, 500)) await tx.insert(messages).values(batch);
  for (const batch of chunks(community.videoCalls))
    await tx.insert(videoCallRequests).values(batch);
  for (const batch of chunks(community.checkIns, 500)) await tx.insert(dailyCheckins).values(batch);
  for (const batch of chunks(planned.projects)) await tx.insert(projects).values(batch);
  for (const batch of chunks(planned.teams)) await tx.insert(teams).values(batch);
  for (const batch of chunks(planned.teamMembers)) await tx.insert(teamMembers).values(batch);
  for (const batch of chunks(planned.invitations)) await tx.insert(teamInvitations).values(batch);
  for (const batch of chunks(community.ideas.ideas)) await tx.insert(startupIdeas).values(batch);
  for (const batch of chunks(community.ideas.likes, 500))
    await tx.insert(startupIdeaLikes).values(batch);
  for (const batch of chunks(community.ideas.comments, 500))
    await tx.insert(startupIdeaComments).values(batch);
  for (const batch of chunks(billing.customers)) await tx.insert(billingCustomers).values(batch);
  for (const batch of chunks(billing.checkouts)) await tx.insert(checkoutSessions).values(batch);
  for (const batch of chunks(billing.subscriptions)) await tx.insert(subscriptions).values(batch);
  for (const batch of chunks(billing.transactions, 500))
    await tx.insert(premiumTransactions).values(batch);
  for (const batch of chunks(billing.grants)) await tx.insert(premiumGrants).values(batch);
  // Last: it reads every row above that earns points.
  await recalculateReputation(tx);
}

/**
 * A badge stands for a linked account (docs/decisions/0034-verified-badges.md): each demo member
 * shown as verified gets the GitHub or LinkedIn account row a link would have written, so their
 * 'Verified accounts' say linked, and unlinking takes the badge away as it does for anyone.
 */
function linkedAccountsOf(members: PlannedCommunity['members']) {
  return members.flatMap(({ user, profile }) =>
    (
      [
        ['github', profile.githubVerified],
        ['linkedin', profile.linkedinVerified],
      ] as const
    )
      .filter(([, verified]) => verified)
      .map(([providerId]) => ({
        id: `seed-${providerId}-${user.id}`,
        accountId: `seed-${user.id}`,
        providerId,
        userId: user.id,
        createdAt: user.createdAt,
        updatedAt: user.createdAt,
      })),
  );
}
