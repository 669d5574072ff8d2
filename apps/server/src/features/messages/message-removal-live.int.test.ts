import { describe, expect, it } from 'vitest';
import { REALTIME_CLOSE_UNAUTHENTICATED } from '@cofound/shared/realtime';
import { openRealtimeSocket, realtimeUrl } from '../../realtime/realtime-test-client';
import type { RealtimeTestSocket } from '../../realtime/realtime-test-client';
import { memberKit, type Member } from '../../test/member-kit';
import { TEST_APP_URL } from '../../test/test-app';
import { useLiveTestApp } from '../../test/use-live-test-app';

const { ctx, openSocket } = useLiveTestApp();
const kit = memberKit(ctx);

const removals = (page: RealtimeTestSocket) =>
  page.frames.filter((frame) => frame.event === 'message.removed');
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

async function admin(): Promise<Member> {
  const member = await kit.member({ name: 'Mia Moderator' });
  await kit.updateProfile(member, { role: 'admin' });
  return member;
}

/** `sender` writes to `receiver` (connected for it), who reports the message. */
async function reportedMessage(sender: Member, receiver: Member) {
  await kit.connect(sender, receiver);
  const sent = await kit.as(sender).post(`/api/messages/${receiver.profileId}`, { body: 'Spam' });
  expect(sent.statusCode).toBe(201);
  const messageId = sent.json().id as string;
  const reported = await kit
    .as(receiver)
    .post('/api/reports', { profileId: sender.profileId, reason: 'spam', messageId });
  expect(reported.statusCode).toBe(201);
  return { messageId, reportId: reported.json().id as string };
}

async function remove(by: Member, reportId: string) {
  const decided = await kit.as(by).put(`/api/admin/reports/${reportId}`, { action: 'remove' });
  expect(decided.statusCode).toBe(200);
}

describe('a message an admin removes, live', () => {
  it('reaches both members of the conversation, each with the other as peer, and nobody else', async () => {
    const [sender, receiver, third, moderator] = await Promise.all([
      kit.member(),
      kit.member(),
      kit.member(),
      admin(),
    ]);
    const { messageId, reportId } = await reportedMessage(sender, receiver);
    const pages = await Promise.all([sender, receiver, third, moderator].map(openSocket));
    const [senderPage, receiverPage, thirdPage, adminPage] = pages;
    const visitor = openRealtimeSocket(realtimeUrl(ctx.app), { origin: TEST_APP_URL });

    await remove(moderator, reportId);

    await senderPage!.waitForFrames(2);
    await receiverPage!.waitForFrames(2);
    expect(removals(senderPage!)).toMatchObject([
      { payload: { messageId, peerProfileId: receiver.profileId } },
    ]);
    expect(removals(receiverPage!)).toMatchObject([
      { payload: { messageId, peerProfileId: sender.profileId } },
    ]);
    await settle();
    expect(removals(thirdPage!)).toEqual([]);
    expect(removals(adminPage!)).toEqual([]);
    expect((await visitor.closed).code).toBe(REALTIME_CLOSE_UNAUTHENTICATED);
    expect(visitor.frames).toEqual([]);
  });

  it('tells neither member when one blocked the other since the report', async () => {
    const [sender, receiver, moderator] = await Promise.all([kit.member(), kit.member(), admin()]);
    const { reportId } = await reportedMessage(sender, receiver);
    await kit.block(receiver, sender);
    const [senderPage, receiverPage] = await Promise.all([sender, receiver].map(openSocket));

    await remove(moderator, reportId);

    // The receiver hears the report's outcome; the removal would have come before it.
    await receiverPage!.waitForFrames(2);
    expect(receiverPage!.frames.at(-1)?.event).toBe('system.notice');
    await settle();
    expect(removals(receiverPage!)).toEqual([]);
    expect(removals(senderPage!)).toEqual([]);
  });
});
