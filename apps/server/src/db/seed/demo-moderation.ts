// Reports in the admin's moderation queue: a few open ones of every kind (a profile, a message,
// an idea, a comment, a circle post), one idea reported by two members, and two targets reported
// before, whose decided reports are the queue's history. Nobody reports the demo accounts, so
// trying the product stays pleasant.
import type { Faker } from '@faker-js/faker';
import type { ReportReason } from '@cofound/shared/safety/safety.schemas';
import { reports } from '../schema';
import type { DemoCircles } from './demo-circles';
import type { DemoIdeas } from './demo-ideas';
import type { MessageRow } from './demo-messages';
import { DAY_MS, dateBetween, later, type SeedTx } from './seed-random';
import type { SeedMember } from './seed-rows';

export type ReportRow = typeof reports.$inferInsert & { createdAt: Date };

export const DEMO_MODERATION = {
  /** Open reports are at most this old; decided ones go further back. */
  openDays: 10,
  decidedDays: 60,
} as const;

type Target = Pick<ReportRow, 'profileId' | 'messageId' | 'contentKind' | 'contentId'> & {
  authorUserId: string;
  /** Who could have seen it and reported it (a message's receiver); anyone when absent. */
  reporterUserId?: string;
  /** When it was written: a report comes after. */
  since: Date;
};

const details: Record<ReportReason, string[]> = {
  spam: ['Sends the same pitch to everyone, several times a day.', ''],
  harassment: ['Kept messaging after I said I was not interested.'],
  fake_profile: ['The photo is a stock image and the company does not exist.'],
  inappropriate_content: ['Not appropriate for a professional community.'],
  scam: ['Asked me to pay a "listing fee" before we could talk.'],
  other: ['Looks like an advert rather than an idea.'],
};

export function buildDemoReports(
  faker: Faker,
  founders: SeedMember[],
  admin: SeedMember,
  content: { messages: MessageRow[]; ideas: DemoIdeas; circles: DemoCircles },
  now: Date,
): ReportRow[] {
  const byUser = new Map(founders.map((founder) => [founder.user.id, founder]));
  const profileOf = (userId: string) => byUser.get(userId)?.profile.id;
  const byFounders = <T extends { userId: string }>(rows: T[]) =>
    rows.filter((row) => byUser.has(row.userId));
  const eligible = founders.filter((founder) => founder.profile.status === 'active');
  const openSince = new Date(now.getTime() - DEMO_MODERATION.openDays * DAY_MS);
  const decidedSince = new Date(now.getTime() - DEMO_MODERATION.decidedDays * DAY_MS);

  const targets: Target[] = [];
  const add = (target: Omit<Target, 'profileId'>) => {
    const profileId = profileOf(target.authorUserId);
    if (profileId) targets.push({ ...target, profileId });
  };
  for (const founder of faker.helpers.arrayElements(eligible, 2)) {
    add({ authorUserId: founder.user.id, since: founder.user.createdAt });
  }
  // The demo community's chats are the demo member's: they reported a message a founder sent.
  const messages = content.messages.filter((message) => byUser.has(message.senderId));
  for (const message of faker.helpers.arrayElements(messages, 2)) {
    add({
      authorUserId: message.senderId,
      reporterUserId: message.receiverId,
      messageId: message.id,
      since: message.createdAt,
    });
  }
  for (const idea of faker.helpers.arrayElements(byFounders(content.ideas.ideas), 2)) {
    add({
      authorUserId: idea.userId,
      contentKind: 'idea',
      contentId: idea.id!,
      since: idea.createdAt!,
    });
  }
  for (const comment of faker.helpers.arrayElements(byFounders(content.ideas.comments), 1)) {
    add({
      authorUserId: comment.userId,
      contentKind: 'idea_comment',
      contentId: comment.id!,
      since: comment.createdAt!,
    });
  }
  for (const post of faker.helpers.arrayElements(byFounders(content.circles.posts), 2)) {
    add({
      authorUserId: post.userId,
      contentKind: 'circle_post',
      contentId: post.id!,
      since: post.createdAt!,
    });
  }

  const reporterFor = (target: Target, notBy?: string) =>
    target.reporterUserId ??
    faker.helpers.arrayElement(
      eligible.filter((one) => one.user.id !== target.authorUserId && one.user.id !== notBy),
    ).user.id;
  const report = (target: Target, from: Date, decided: boolean, notBy?: string): ReportRow => {
    const reason = faker.helpers.arrayElement(
      target.contentKind || target.messageId
        ? (['spam', 'harassment', 'inappropriate_content', 'scam', 'other'] as const)
        : (['fake_profile', 'spam', 'scam'] as const),
    );
    const createdAt = dateBetween(faker, later(target.since, from), now);
    const row: ReportRow = {
      id: faker.string.uuid(),
      reporterId: reporterFor(target, notBy),
      profileId: target.profileId,
      messageId: target.messageId ?? null,
      contentKind: target.contentKind ?? null,
      contentId: target.contentId ?? null,
      reason,
      details: faker.helpers.arrayElement(details[reason]),
      createdAt,
    };
    if (!decided) return row;
    const dismissed = faker.datatype.boolean();
    return {
      ...row,
      status: dismissed ? 'dismissed' : 'resolved',
      decision: dismissed ? 'dismissed' : 'warned',
      decidedBy: admin.user.id,
      decidedAt: dateBetween(faker, createdAt, later(createdAt, openSince)),
      decisionNote: dismissed
        ? 'Looked through their history: nothing against our rules.'
        : 'Reminded them to keep outreach personal and relevant.',
    };
  };

  const rows = targets.map((target) => report(target, openSince, false));
  const twiceAt = targets.findIndex((target) => target.contentKind === 'idea');
  if (twiceAt >= 0) {
    rows.push(report(targets[twiceAt]!, openSince, false, rows[twiceAt]!.reporterId));
  }
  // Two targets were reported before and an admin decided then: their history shows it.
  for (const target of faker.helpers.arrayElements(targets, 2)) {
    rows.push(report(target, decidedSince, true));
  }
  return rows;
}

export async function writeDemoReports(tx: SeedTx, rows: ReportRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(reports).values(rows);
}
