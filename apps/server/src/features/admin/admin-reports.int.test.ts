import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminReportMessages,
  adminReportsTopic,
  reportOutcomeTexts,
  type AdminReport,
} from '@cofound/shared/admin/admin-reports.schemas';
import { messageMessages } from '@cofound/shared/messages/messages.schemas';
import { realtimeTopic } from '@cofound/shared/realtime';
import { reports } from '../../db/schema';
import { outboxDirectory, readOutboxMails } from '../../mail';
import type { RealtimeTestSocket } from '../../realtime/realtime-test-client';
import { everyPage } from '../../test/every-page';
import { memberKit, type Member } from '../../test/member-kit';
import { sessionUserFor } from '../../test/test-app';
import { useLiveTestApp } from '../../test/use-live-test-app';
import { adminKit } from './admin-test-kit';
import { reportTestContent } from './report-test-content';

const { ctx, openSocket } = useLiveTestApp();
const kit = memberKit(ctx);
const admins = adminKit(ctx, kit);
let admin: Member;
const content = reportTestContent(kit, () => admin);

beforeAll(async () => {
  admin = await admins.admin('Grace Admin');
});

async function report(by: Member, about: Member, target: object = {}): Promise<string> {
  const response = await kit
    .as(by)
    .post('/api/reports', { profileId: about.profileId, reason: 'spam', ...target });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

const queue = (status = 'open', limit = 50) =>
  everyPage<AdminReport>(kit.as(admin), `/api/admin/reports?status=${status}`, limit);

async function inQueue(reportId: string, status = 'open'): Promise<AdminReport | undefined> {
  return (await queue(status)).find((item) => item.id === reportId);
}

const decide = (reportId: string, body: object) =>
  kit.as(admin).put(`/api/admin/reports/${reportId}`, body);

const openCount = async () =>
  (await kit.as(admin).get('/api/admin/reports/count')).json().open as number;

const OUTCOME = 'Your report was reviewed';
const WARNING = 'A warning from the Cofound team';

/** The moderation mails `who` got (not the verification mail of their signup). */
const mailsTo = async (who: Member) =>
  (await readOutboxMails(outboxDirectory(ctx.dataDir))).filter(
    (mail) => mail.to === who.email && [OUTCOME, WARNING].includes(mail.subject),
  );

describe('the moderation queue', () => {
  it('lists every kind with its content in context, the reporter and the counts, newest first', async () => {
    const author = await kit.member({ name: 'Ada Author' });
    const first = await kit.member({ name: 'Rita Reporter' });
    const second = await kit.member({ name: 'Sam Second' });
    const idea = await content.share(author, 'Crypto for cats');
    const comment = await content.commentOn(author, idea.id, 'Buy my coin');
    const circle = await content.circleOf(author, 'Pet founders');
    const post = await content.post(author, circle.id, 'Join my pyramid');
    const messageId = await content.messageFrom(author, first, 'Send me money');
    const before = await openCount();

    const ids = {
      profile: await report(first, author),
      message: await report(first, author, { messageId }),
      idea: await report(first, author, { content: { kind: 'idea', id: idea.id } }),
      ideaAgain: await report(second, author, { content: { kind: 'idea', id: idea.id } }),
      comment: await report(second, author, { content: { kind: 'idea_comment', id: comment.id } }),
      post: await report(second, author, { content: { kind: 'circle_post', id: post.id } }),
    };
    expect(await openCount()).toBe(before + 6);

    const listed = await queue('open', 2);
    const ours = listed.filter((item) => item.reported.userId === author.userId);
    // Newest first: the last report made comes first.
    expect(ours.map((item) => item.id)).toEqual(Object.values(ids).reverse());
    const byId = new Map(ours.map((item) => [item.id, item]));
    expect(byId.get(ids.profile)).toMatchObject({
      reason: 'spam',
      reasonLabel: 'Spam',
      status: 'open',
      reporter: { userId: first.userId, profileId: first.profileId, name: 'Rita Reporter' },
      reported: { userId: author.userId, name: 'Ada Author', status: 'active', role: 'user' },
      target: { kind: 'profile', content: null },
      openOnTarget: 1,
      openOnMember: 6,
      decision: null,
    });
    expect(byId.get(ids.message)?.target).toEqual({
      kind: 'message',
      content: {
        text: 'Send me money',
        context: 'Message from Ada Author to Rita Reporter',
        url: null,
      },
    });
    expect(byId.get(ids.idea)).toMatchObject({
      target: {
        kind: 'idea',
        content: {
          text: idea.description,
          context: 'Idea: Crypto for cats',
          url: `/ideas?comments=${idea.id}`,
        },
      },
      openOnTarget: 2,
    });
    expect(byId.get(ids.comment)?.target.content).toEqual({
      text: 'Buy my coin',
      context: 'Comment on the idea "Crypto for cats"',
      url: `/ideas?comments=${idea.id}`,
    });
    expect(byId.get(ids.post)?.target.content).toEqual({
      text: 'Join my pyramid',
      context: 'Post in the circle "Pet founders"',
      url: `/circles/${circle.id}`,
    });
    expect((await kit.as(admin).get('/api/admin/reports?cursor=nope')).statusCode).toBe(400);
  });

  it('dismisses: nothing else changes, the open reports on the same thing are decided too, the reporters hear it', async () => {
    const author = await kit.member({ name: 'Dora Dismissed' });
    const [first, second, third] = [await kit.member(), await kit.member(), await kit.member()];
    const idea = await content.share(author);
    const one = await report(first, author, { content: { kind: 'idea', id: idea.id } });
    const two = await report(second, author, { content: { kind: 'idea', id: idea.id } });
    const aboutProfile = await report(third, author);
    const before = await openCount();

    const decided = await decide(one, { action: 'dismiss' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({
      id: one,
      status: 'dismissed',
      decision: { decision: 'dismissed', note: null, adminName: 'Grace Admin' },
      alsoDecided: 1,
      openOnTarget: 0,
      openOnMember: 1,
    });
    expect(await openCount()).toBe(before - 2);
    expect((await kit.as(first).get(`/api/ideas/${idea.id}`)).statusCode).toBe(200);
    expect((await inQueue(two, 'dismissed'))?.decision?.decision).toBe('dismissed');
    expect(await inQueue(aboutProfile)).toBeDefined();

    for (const again of [one, two]) {
      const refused = await decide(again, { action: 'remove' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(adminReportMessages.alreadyDecided);
    }

    for (const reporter of [first, second]) {
      const [mail] = await mailsTo(reporter);
      expect(mail?.subject).toBe(OUTCOME);
      expect(mail?.text).toContain(reportOutcomeTexts.dismissed);
      expect(mail?.text).not.toContain('Dora');
    }
    expect(await mailsTo(third)).toEqual([]);
    expect(await mailsTo(author)).toEqual([]);

    const log = (await kit.as(admin).get(`/api/admin/audit-log?userId=${author.userId}`)).json();
    expect(log.items).toEqual([
      expect.objectContaining({
        action: 'report.decide',
        adminName: 'Grace Admin',
        targetName: 'Dora Dismissed',
        before: 'open',
        after: 'dismissed',
        reason: null,
      }),
    ]);
  });

  it('removes ideas, comments, circle replies and messages through their own features', async () => {
    const author = await kit.member({ name: 'Rex Removed' });
    const reporter = await kit.member({ name: 'Rory' });
    const idea = await content.share(author);
    const other = await content.share(reporter);
    const comment = await content.commentOn(author, other.id, 'Spam comment');
    const circle = await content.circleOf(reporter);
    await content.join(author, circle.id);
    const post = await content.post(reporter, circle.id, 'Who is hiring?');
    const reply = await content.post(author, circle.id, 'Spam reply', post.id);
    const messageId = await content.messageFrom(author, reporter, 'Spam message');
    const remove = { action: 'remove', note: 'Spam' };

    const onIdea = await report(reporter, author, { content: { kind: 'idea', id: idea.id } });
    expect((await decide(onIdea, remove)).json()).toMatchObject({
      status: 'resolved',
      decision: { decision: 'removed', note: 'Spam' },
      target: { kind: 'idea', content: null },
    });
    expect((await kit.as(reporter).get(`/api/ideas/${idea.id}`)).statusCode).toBe(404);

    const onComment = await report(reporter, author, {
      content: { kind: 'idea_comment', id: comment.id },
    });
    expect((await decide(onComment, remove)).statusCode).toBe(200);
    const comments = (await kit.as(reporter).get(`/api/ideas/${other.id}/comments`)).json();
    expect(comments.items).toEqual([]);
    expect((await kit.as(reporter).get(`/api/ideas/${other.id}`)).json().commentsCount).toBe(0);

    const onReply = await report(reporter, author, {
      content: { kind: 'circle_post', id: reply.id },
    });
    expect((await decide(onReply, remove)).statusCode).toBe(200);
    const replies = await everyPage(
      kit.as(reporter),
      `/api/circles/${circle.id}/posts/${post.id}/replies`,
    );
    expect(replies).toEqual([]);
    const [parent] = await everyPage(kit.as(reporter), `/api/circles/${circle.id}/posts`);
    expect(parent).toMatchObject({ id: post.id, repliesCount: 0 });

    const onMessage = await report(reporter, author, { messageId });
    const removedMessage = await decide(onMessage, remove);
    expect(removedMessage.json()).toMatchObject({ target: { kind: 'message', content: null } });
    const thread = (await kit.as(reporter).get(`/api/messages/${author.profileId}`)).json();
    expect(thread.items.map((message: { body: string }) => message.body)).toEqual([
      messageMessages.removed,
    ]);
    expect((await inQueue(onMessage, 'resolved'))?.target).toEqual({
      kind: 'message',
      content: null,
    });

    // A profile has no content to remove; the report stays open.
    const onProfile = await report(reporter, author);
    const refused = await decide(onProfile, remove);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(adminReportMessages.nothingToRemove);
    expect(await inQueue(onProfile)).toBeDefined();
  });

  it('warns by mail, suspends and bans (ending the sessions), and never an admin', async () => {
    const author = await kit.member({ name: 'Wendy Warned' });
    const reporter = await kit.member({ name: 'Rupert' });
    const onProfile = () => report(reporter, author);

    const warnReport = await onProfile();
    const noNote = await decide(warnReport, { action: 'warn', note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.fieldErrors.note).toEqual([adminReportMessages.noteRequired]);
    const longNote = await decide(warnReport, { action: 'warn', note: 'x'.repeat(1001) });
    expect(longNote.json().error.fieldErrors.note).toEqual([adminReportMessages.noteTooLong]);
    const warned = await decide(warnReport, { action: 'warn', note: 'Stop sending ads.' });
    expect(warned.json()).toMatchObject({ status: 'resolved', decision: { decision: 'warned' } });
    const [warning] = await mailsTo(author);
    expect(warning?.subject).toBe(WARNING);
    expect(warning?.text).toContain('Stop sending ads.');
    expect(warning?.text).not.toContain('Rupert');
    expect((await mailsTo(reporter))[0]?.text).toContain(reportOutcomeTexts.warned);
    expect(await sessionUserFor(ctx.app, author.cookie)).not.toBeNull();

    const suspended = await decide(await onProfile(), { action: 'suspend', note: 'Spam again' });
    expect(suspended.json()).toMatchObject({
      decision: { decision: 'suspended' },
      reported: { status: 'suspended' },
    });
    expect(await sessionUserFor(ctx.app, author.cookie)).toBeNull();
    const banned = await decide(await onProfile(), { action: 'ban', note: 'Third time' });
    expect(banned.json()).toMatchObject({ reported: { status: 'banned' } });
    // Already banned: the decision is recorded, the status stays.
    const again = await decide(await onProfile(), { action: 'suspend', note: 'Still' });
    expect(again.json()).toMatchObject({
      decision: { decision: 'suspended' },
      reported: { status: 'banned' },
    });

    // A status change and its report's decision are one transaction: one time, in any order.
    const log = (await kit.as(admin).get(`/api/admin/audit-log?userId=${author.userId}`)).json();
    const lines = log.items.map(
      (entry: { action: string; after: string }) => `${entry.action} ${entry.after}`,
    );
    expect(lines.sort()).toEqual(
      [
        'report.decide warned',
        'report.decide suspended',
        'member.status suspended',
        'report.decide banned',
        'member.status banned',
        'report.decide suspended',
      ].sort(),
    );

    const otherAdmin = await admins.admin('Other Admin');
    const aboutAdmin = await report(reporter, otherAdmin);
    for (const action of ['suspend', 'ban']) {
      const refused = await decide(aboutAdmin, { action, note: 'No' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(adminReportMessages.adminAccount);
    }
    const [row] = await ctx.database.db.select().from(reports).where(eq(reports.id, aboutAdmin));
    expect(row).toMatchObject({ status: 'open', decision: null });

    const unknown = await decide('00000000-0000-4000-8000-000000000000', { action: 'dismiss' });
    expect(unknown.statusCode).toBe(404);
    expect((await decide('nope', { action: 'dismiss' })).statusCode).toBe(400);
    expect((await decide(aboutAdmin, { action: 'shout' })).statusCode).toBe(400);
  });
});

describe('the open count, live', () => {
  const countEvents = (socket: RealtimeTestSocket) =>
    socket.frames.filter((frame) => frame.event === 'admin.reports');
  const settle = (ms = 200) => new Promise((resolve) => setTimeout(resolve, ms));

  it("reaches an admin's socket and never a member's; the reporter hears the outcome", async () => {
    const author = await kit.member();
    const reporter = await kit.member();
    const adminPage = await openSocket(admin);
    const memberPage = await openSocket(await kit.member());
    const reporterPage = await openSocket(reporter);
    for (const page of [adminPage, memberPage]) {
      page.socket.send(JSON.stringify({ type: 'watch', topic: adminReportsTopic }));
    }
    await settle();

    const reportId = await report(reporter, author);
    const open = await openCount();
    await adminPage.waitForFrames(2);
    expect(countEvents(adminPage)).toMatchObject([{ payload: { open } }]);

    expect((await decide(reportId, { action: 'dismiss' })).statusCode).toBe(200);
    await adminPage.waitForFrames(3);
    expect(countEvents(adminPage).at(-1)).toMatchObject({ payload: { open: open - 1 } });
    await reporterPage.waitForFrames(2);
    expect(reporterPage.frames.at(-1)).toMatchObject({
      event: 'system.notice',
      payload: { message: reportOutcomeTexts.dismissed },
    });
    await settle();
    expect(countEvents(memberPage)).toEqual([]);
  });

  it('stops at once for an admin demoted while watching; the other admins still hear it', async () => {
    const [demoted, staying] = [await admins.admin('Dora Demoted'), await admins.admin('Stan')];
    const author = await kit.member();
    const reporter = await kit.member();
    const [demotedPage, stayingPage] = await Promise.all([demoted, staying].map(openSocket));
    for (const page of [demotedPage!, stayingPage!]) {
      page.socket.send(JSON.stringify({ type: 'watch', topic: adminReportsTopic }));
    }
    await settle();
    await report(reporter, author);
    await demotedPage!.waitForFrames(2);
    await stayingPage!.waitForFrames(2);

    const demotion = await kit
      .as(admin)
      .put(`/api/admin/members/${demoted.userId}/role`, { role: 'user' });
    expect(demotion.statusCode).toBe(200);
    await report(reporter, author);
    await stayingPage!.waitForFrames(3);
    await settle();
    expect(countEvents(stayingPage!)).toHaveLength(2);
    expect(countEvents(demotedPage!)).toHaveLength(1);
  });

  it('tells the pages with an idea open when an admin removes one of its comments', async () => {
    const author = await kit.member();
    const idea = await content.share(await kit.member());
    const comment = await content.commentOn(author, idea.id, 'Spam');
    const reportId = await report(await kit.member(), author, {
      content: { kind: 'idea_comment', id: comment.id },
    });
    const watching = await openSocket(await kit.member());
    watching.socket.send(JSON.stringify({ type: 'watch', topic: realtimeTopic('idea', idea.id) }));
    await settle();

    expect((await decide(reportId, { action: 'remove' })).statusCode).toBe(200);
    await watching.waitForFrames(2);
    expect(watching.frames.at(-1)).toMatchObject({
      event: 'idea.comments',
      payload: { ideaId: idea.id, commentsCount: 0 },
    });
  });
});
