// The demo community a fresh embedded database starts with (docs/product.md#demo-community).
// main.ts decides when to call it: never with DATABASE_URL or in production.
import type { FileStorage } from '../../storage';
import type { Db, DbOrTx } from '../client';
import { profiles, users } from '../schema';
import { buildDemoAccounts, credentialsLine, demoReferralCodes } from './demo-accounts';
import { buildDemoActivity } from './demo-activity';
import { buildDemoArchetypes, writeDemoArchetypes } from './demo-archetypes';
import { buildDemoBilling, type BillingRules } from './demo-billing';
import { buildDemoCheckIns } from './demo-check-ins';
import { buildDemoCircles, writeDemoCircles } from './demo-circles';
import { buildDemoIdeas } from './demo-ideas';
import { buildDemoMessages } from './demo-messages';
import { buildDemoReports, writeDemoReports } from './demo-moderation';
import { buildDemoPartners, writeDemoPartners } from './demo-partners';
import { buildDemoPasses } from './demo-passes';
import { planDemoPictures, storeDemoPictures } from './demo-pictures';
import { buildDemoPitches, writeDemoPitches } from './demo-pitches';
import { buildDemoProjects } from './demo-projects';
import { addReferralRewards } from './demo-referral-rewards';
import { buildDemoReputation } from './demo-reputation';
import { buildDemoVideoCalls } from './demo-video-calls';
import { assignCommitments } from './founder-commitments';
import { createSeedFaker } from './seed-random';
import { buildSyntheticFounders, DEFAULT_FOUNDER_COUNT } from './synthetic-founders';
import { writeCommunity } from './write-community';

export { demoCredentials, demoReferralCodes } from './demo-accounts';

/** Plain lines: at a terminal, fields would print as a block of JSON around the credentials. */
export type SeedLogger = {
  info(msg: string): void;
};

export type SeedOptions = {
  log: SeedLogger;
  /** How many synthetic founders; 300 by default. */
  count?: number;
  /**
   * Recomputes every reputation score from the rows written (the reputation feature's rule).
   * Passed in because the seed sits below the features and imports none of them.
   */
  recalculateReputation: (tx: DbOrTx) => Promise<void>;
  /**
   * Billing's rules (the next period's end, and the premium fields that subscriptions give), so
   * the demo plans come from subscriptions and payments the way a member's do.
   */
  billing: BillingRules;
  /** Where profile pictures are uploaded to (DATA_DIR/uploads): the demo pictures go there. */
  storage: FileStorage;
  /**
   * The moment the community is seeded at (now by default): its dates are drawn relative to it.
   * The same moment gives the same community; a later one can differ, as a founder's join date
   * then falls on another local day.
   */
  now?: Date;
};

/**
 * Seeds the demo community on an empty database, all in one transaction, the same community on
 * every fresh start (fixed faker seed). With any member present it only prints the credentials.
 */
export async function seedDemoCommunity(
  db: Db,
  options: SeedOptions,
): Promise<{ seeded: boolean }> {
  const { log } = options;
  if (await hasMembers(db)) {
    log.info(credentialsLine());
    return { seeded: false };
  }

  const started = performance.now();
  const now = options.now ?? new Date();
  const faker = await createSeedFaker();
  const demo = await buildDemoAccounts(faker, now);
  const taken = {
    emails: new Set([demo.member.user.email, demo.pro.user.email, demo.admin.user.email]),
    referralCodes: new Set<string>(Object.values(demoReferralCodes)),
  };
  const founders = buildSyntheticFounders(
    faker,
    options.count ?? DEFAULT_FOUNDER_COUNT,
    now,
    taken,
  );
  const activity = buildDemoActivity(faker, demo.member, demo.pro, founders, now);
  const members = [demo.member, demo.pro, demo.admin, ...founders];
  // Drawn after everything above, so adding them left the rest of the community unchanged.
  assignCommitments(faker, founders);
  const reputation = buildDemoReputation(faker, demo.member, members, activity, now);
  const planned = buildDemoProjects(faker, demo.member, founders, now);
  const billing = buildDemoBilling(faker, demo.pro, founders, now, options.billing);
  // The engagement features, drawn last for the same reason.
  addReferralRewards(faker, members, activity.referrals, billing, options.billing);
  const checkIns = buildDemoCheckIns(faker, demo.member, founders, now);
  const messages = buildDemoMessages(faker, demo.member, members, activity.connections, now);
  const videoCalls = buildDemoVideoCalls(faker, demo.member.user.id, activity.connections, now);
  const ideas = buildDemoIdeas(faker, demo.member, founders, now);
  const circles = buildDemoCircles(faker, demo.member, founders, now);
  // Drawn after the rest, so adding founder types left the community above unchanged.
  const archetypes = buildDemoArchetypes(faker, demo.pro, founders, now);
  const pitches = buildDemoPitches(faker, demo.pro, founders, now);
  const pictures = planDemoPictures([demo.member, demo.pro, demo.admin], founders, now);
  // The admin area's queue and partners, drawn after everything else for the same reason.
  const reports = buildDemoReports(faker, founders, demo.admin, { messages, ideas, circles }, now);
  const partners = buildDemoPartners(faker, founders, billing, now);
  // The deck's passes, drawn last for the same reason.
  activity.decisions.push(...buildDemoPasses(faker, founders, activity.decisions, now));
  // Pictures are resized on libuv's threads while the rows are written on this one.
  const storingPictures = storeDemoPictures(options.storage, pictures);
  // Awaited in the transaction below; a failure of the rows first must not leave it unheard.
  storingPictures.catch(() => undefined);
  await db.transaction(async (tx) => {
    await writeCommunity(
      tx,
      {
        members,
        credentialAccounts: demo.accounts,
        activity,
        reputation,
        projects: planned,
        billing,
        checkIns,
        messages,
        videoCalls,
        ideas,
      },
      options.recalculateReputation,
    );
    await writeDemoCircles(tx, circles);
    await writeDemoArchetypes(tx, archetypes);
    await writeDemoPitches(tx, options.storage, pitches);
    await writeDemoReports(tx, reports);
    await writeDemoPartners(tx, partners);
    // In the transaction: a picture not stored rolls the whole seed back.
    await storingPictures;
  });

  const counts = {
    founders: founders.length,
    matchDecisions: activity.decisions.length,
    connections: activity.connections.length,
    referrals: activity.referrals.length,
    endorsements: reputation.endorsements.length,
    profileViews: reputation.profileViews.length,
    projects: planned.projects.length,
    subscriptions: billing.subscriptions.length,
    payments: billing.transactions.length,
    checkIns: checkIns.length,
    messages: messages.length,
    videoCalls: videoCalls.length,
    ideas: ideas.ideas.length,
    circles: circles.circles.length,
    circlePosts: circles.posts.length,
    archetypes: archetypes.length,
    pitches: pitches.length,
    pictures: pictures.length,
    reports: reports.length,
    partners: partners.partners.length,
    ms: Math.round(performance.now() - started),
  };
  log.info(
    `Seeded the demo community: ${counts.founders} founders, ${counts.matchDecisions} decisions, ` +
      `${counts.connections} connections, ${counts.referrals} referrals, ` +
      `${counts.endorsements} endorsements, ${counts.profileViews} profile views, ` +
      `${counts.projects} projects, ${counts.subscriptions} subscriptions, ` +
      `${counts.payments} payments, ${counts.checkIns} check-ins, ${counts.messages} messages, ` +
      `${counts.videoCalls} video calls, ${counts.ideas} ideas, ${counts.circles} circles, ` +
      `${counts.circlePosts} circle posts, ${counts.archetypes} founder types, ` +
      `${counts.pitches} video pitches, ${counts.reports} reports, ${counts.partners} partners, ` +
      `${counts.pictures} pictures in ` +
      `${counts.ms} ms`,
  );
  log.info(credentialsLine());
  return { seeded: true };
}

/** Anyone there (a profile, or a user whose profile is not created yet) means: not empty. */
async function hasMembers(db: Db): Promise<boolean> {
  const [profile] = await db.select({ id: profiles.id }).from(profiles).limit(1);
  if (profile) return true;
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  return user !== undefined;
}
