import { describe, expect, it } from 'vitest';
import {
  blocks,
  circleMembers,
  circlePosts,
  founderCircles,
  startupIdeaComments,
  startupIdeas,
} from '../../db/schema';
import { outboxDirectory, readOutboxMails } from '../../mail';
import { memberKit } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';

const ctx = useTestApp();
const kit = memberKit(ctx);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const digestsTo = async (email: string) =>
  (await readOutboxMails(outboxDirectory(ctx.dataDir))).filter(
    (mail) => mail.to === email && mail.subject.includes('on Cofound'),
  );

describe('the mail digest of community replies', () => {
  it("counts others' comments on the member's ideas, not their own nor a blocked member's", async () => {
    const author = await kit.member({ name: 'Ida Author' });
    const fan = await kit.member({ name: 'Fan' });
    const blocked = await kit.member({ name: 'Blocked' });
    await ctx.database.db
      .insert(blocks)
      .values({ blockerId: author.userId, blockedId: blocked.userId });
    const [idea] = await ctx.database.db
      .insert(startupIdeas)
      .values({ userId: author.userId, title: 'Idea', description: 'D', industry: 'ai' })
      .returning();
    await ctx.database.db.insert(startupIdeaComments).values([
      { ideaId: idea!.id, userId: fan.userId, content: 'Love it', createdAt: minutesAgo(30) },
      { ideaId: idea!.id, userId: fan.userId, content: 'And more', createdAt: minutesAgo(20) },
      { ideaId: idea!.id, userId: author.userId, content: 'Thanks', createdAt: minutesAgo(20) },
      { ideaId: idea!.id, userId: blocked.userId, content: 'Hidden', createdAt: minutesAgo(20) },
      { ideaId: idea!.id, userId: fan.userId, content: 'Too fresh', createdAt: minutesAgo(1) },
    ]);

    await ctx.app.notifications.sendDueDigests();
    const [mail] = await digestsTo(author.email);
    expect(mail!.subject).toBe('You have 2 new replies on Cofound');
    expect(mail!.links[0]).toMatch(/\/ideas$/);
    expect(await digestsTo(fan.email)).toEqual([]);
  });

  it('counts replies to the member’s circle posts and their accepted private circle requests', async () => {
    const poster = await kit.member({ name: 'Pat Poster' });
    const replier = await kit.member({ name: 'Replier' });
    const [open, closed] = await ctx.database.db
      .insert(founderCircles)
      .values([
        { name: 'Open circle', industry: 'saas', description: 'D' },
        { name: 'Closed circle', industry: 'saas', description: 'D', isPrivate: true },
      ])
      .returning();
    const [post] = await ctx.database.db
      .insert(circlePosts)
      .values({
        circleId: open!.id,
        userId: poster.userId,
        content: 'Hello',
        createdAt: minutesAgo(60),
      })
      .returning();
    await ctx.database.db.insert(circlePosts).values([
      {
        circleId: open!.id,
        userId: replier.userId,
        parentId: post!.id,
        content: 'Hi',
        createdAt: minutesAgo(30),
      },
      {
        circleId: open!.id,
        userId: poster.userId,
        parentId: post!.id,
        content: 'Me',
        createdAt: minutesAgo(30),
      },
    ]);
    const joined = { status: 'active', requestedAt: minutesAgo(90), joinedAt: minutesAgo(30) };
    await ctx.database.db.insert(circleMembers).values([
      { circleId: closed!.id, userId: poster.userId, ...joined },
      // Joining a public circle is no answer to wait for.
      { circleId: open!.id, userId: poster.userId, ...joined },
    ]);

    await ctx.app.notifications.sendDueDigests();
    const [mail] = await digestsTo(poster.email);
    expect(mail!.subject).toBe('You have 1 new reply and 1 accepted circle request on Cofound');
    expect(mail!.links[0]).toMatch(/\/circles\?joined=true$/);
  });
});
