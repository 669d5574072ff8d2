import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { safetyMessages } from '@cofound/shared/safety/safety.schemas';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { reports } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';

const ctx = useTestApp();
const kit = memberKit(ctx);

const form = {
  title: 'Reported idea',
  description: 'Something to report',
  industry: 'finance',
  skillsNeeded: ['Sales'],
  rolesNeeded: ['CFO'],
};

let author: Member;
let reporter: Member;
let idea: Idea;
let commentId: string;

const report = (who: Member, body: object) =>
  kit.as(who).post('/api/reports', { reason: 'spam', ...body });

beforeAll(async () => {
  author = await kit.member({ name: 'Author' });
  reporter = await kit.member({ name: 'Reporter' });
  idea = (await kit.as(author).post('/api/ideas', form)).json() as Idea;
  const comment = await kit
    .as(author)
    .post(`/api/ideas/${idea.id}/comments`, { content: 'Buy now' });
  commentId = comment.json().id as string;
});

describe('reporting ideas and comments', () => {
  it('stores a report naming the idea, and one naming the comment, for the moderation queue', async () => {
    const onIdea = await report(reporter, {
      profileId: author.profileId,
      content: { kind: 'idea', id: idea.id },
      details: 'Copied from elsewhere',
    });
    expect(onIdea.statusCode).toBe(201);
    const onComment = await report(reporter, {
      profileId: author.profileId,
      content: { kind: 'idea_comment', id: commentId },
    });
    expect(onComment.statusCode).toBe(201);

    const rows = await ctx.database.db
      .select()
      .from(reports)
      .where(eq(reports.reporterId, reporter.userId));
    expect(rows.map((row) => [row.contentKind, row.contentId, row.profileId]).sort()).toEqual(
      [
        ['idea', idea.id, author.profileId],
        ['idea_comment', commentId, author.profileId],
      ].sort(),
    );
  });

  it('refuses content that is not the named profile’s, missing content, or two targets at once', async () => {
    const other = await kit.member({ name: 'Other' });
    const notTheirs = await report(reporter, {
      profileId: other.profileId,
      content: { kind: 'idea', id: idea.id },
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().error.message).toBe(safetyMessages.contentNotFound);

    const missing = await report(reporter, {
      profileId: author.profileId,
      content: { kind: 'idea_comment', id: randomUUID() },
    });
    expect(missing.statusCode).toBe(404);

    const both = await report(reporter, {
      profileId: author.profileId,
      messageId: randomUUID(),
      content: { kind: 'idea', id: idea.id },
    });
    expect(both.statusCode).toBe(400);

    const badKind = await report(reporter, {
      profileId: author.profileId,
      content: { kind: 'poem', id: idea.id },
    });
    expect(badKind.statusCode).toBe(400);
  });

  it('refuses an idea hidden from the reporter by a block', async () => {
    const blocked = await kit.member({ name: 'Blocked' });
    await kit.block(author, blocked);
    const response = await report(blocked, {
      profileId: author.profileId,
      content: { kind: 'idea', id: idea.id },
    });
    expect(response.statusCode).toBe(404);
    const stored = await ctx.database.db
      .select()
      .from(reports)
      .where(eq(reports.reporterId, blocked.userId));
    expect(stored).toEqual([]);
  });
});
