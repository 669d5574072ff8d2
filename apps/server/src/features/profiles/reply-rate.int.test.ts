import { describe, expect, it } from 'vitest';
import { connections, messages } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

// The reply rate on a profile (docs/product.md#reply-rate), computed by the server from the
// connection requests and first messages the member received.
describe('reply rate', () => {
  const ctx = useTestApp();
  const kit = memberKit(ctx);
  let ada: Member;
  let viewer: Member;

  /**
   * A request to `receiver` (by hand, or made by a like that completed a match: both wait for
   * their answer), made `daysAgo` days ago and answered `afterMs` later.
   */
  const request = async (
    receiver: Member,
    daysAgo: number,
    afterMs: number | null,
    origin: 'request' | 'mutual_like' = 'request',
  ) => {
    const sender = await kit.member();
    const createdAt = ago(daysAgo * DAY);
    await ctx.database.db.insert(connections).values({
      senderId: sender.userId,
      receiverId: receiver.userId,
      status: afterMs === null ? 'pending' : 'accepted',
      origin,
      createdAt,
      updatedAt: afterMs === null ? createdAt : later(createdAt, afterMs),
    });
  };
  /** A new member connected `daysAgo` days ago by a request `member` sent (none to answer). */
  const connectedTo = async (member: Member, daysAgo: number) => {
    const other = await kit.member();
    const acceptedAt = ago(daysAgo * DAY);
    await ctx.database.db.insert(connections).values({
      senderId: member.userId,
      receiverId: other.userId,
      status: 'accepted',
      origin: 'request',
      createdAt: acceptedAt,
      updatedAt: acceptedAt,
    });
    return { other, acceptedAt };
  };
  const repliesOf = async (member: Member) =>
    (await kit.as(viewer).get(`/api/profiles/${member.profileId}`)).json().profile.replies;

  it('says nothing about a member who received too little', async () => {
    ada = await kit.member();
    viewer = await kit.member();
    await request(ada, 10, 2 * HOUR);
    await request(ada, 11, null);
    expect(await repliesOf(ada)).toBeNull();
  });

  it('counts requests answered within 7 days and first messages answered by a reply', async () => {
    await request(ada, 12, 2 * HOUR, 'mutual_like');
    // A first message from Eve, answered by Ada half an hour later.
    const { other: eve, acceptedAt } = await connectedTo(ada, 20);
    const first = later(acceptedAt, DAY);
    await ctx.database.db.insert(messages).values([
      { senderId: eve.userId, receiverId: ada.userId, body: 'Hello Ada', createdAt: first },
      {
        senderId: ada.userId,
        receiverId: eve.userId,
        body: 'Hi Eve',
        createdAt: later(first, HOUR / 2),
      },
    ]);
    // Answered: 2 requests in 2 hours, Eve's message in 30 minutes; not: 1 pending request.
    expect(await repliesOf(ada)).toEqual({ answeredPercent: 75, usually: 'day' });
  });

  it('leaves out a conversation the member started, and what is under 7 days old and unanswered', async () => {
    const { other: finn, acceptedAt } = await connectedTo(ada, 5);
    await ctx.database.db.insert(messages).values({
      senderId: ada.userId,
      receiverId: finn.userId,
      body: 'Hi Finn',
      createdAt: later(acceptedAt, HOUR),
    });
    await request(ada, 2, null);
    expect(await repliesOf(ada)).toEqual({ answeredPercent: 75, usually: 'day' });
  });

  it('counts an answer after 7 days as none, and leaves out what is older than 90 days', async () => {
    await request(ada, 30, 8 * DAY);
    await request(ada, 120, null);
    expect(await repliesOf(ada)).toEqual({ answeredPercent: 60, usually: 'day' });
  });
});
