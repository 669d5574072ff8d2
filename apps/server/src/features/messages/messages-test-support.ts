// Helpers for the messages integration tests: the message routes, live events and stored rows.
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { Message, ThreadPage } from '@cofound/shared/messages/messages.schemas';
import type { RealtimeEventName } from '@cofound/shared/realtime';
import { messages, reputationScores } from '../../db/schema';
import type { RealtimeTestSocket } from '../../realtime/realtime-test-client';
import { memberKit, type Member, type MemberKit } from '../../test/member-kit';
import { useLiveTestApp } from '../../test/use-live-test-app';
import type { TestAppContext } from '../../test/use-test-app';

export const NOT_CONNECTED = 'You can only message users you are connected with';

export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

export const eventsOf = (socket: RealtimeTestSocket, event: RealtimeEventName) =>
  socket.frames.filter((frame) => frame.event === event);

export function waitForEvents(socket: RealtimeTestSocket, event: RealtimeEventName, count: number) {
  return vi.waitFor(() => expect(eventsOf(socket, event).length).toBeGreaterThanOrEqual(count), {
    timeout: 5000,
    interval: 10,
  });
}

/** The app of a messages test file, listening for live sockets, with members and the chat on it. */
export function useMessagesTest() {
  const { ctx, openSocket } = useLiveTestApp();
  const kit = memberKit(ctx);
  const member = (name: string) => kit.member({ name });
  return { ctx, kit, member, openSocket, chat: chatHelpers(ctx, kit) };
}

/** The message routes as members call them, and the rows they leave. */
function chatHelpers(ctx: TestAppContext, kit: MemberKit) {
  const thread = (who: Member | null, peer: { profileId: string }, query = '') =>
    kit.as(who).get(`/api/messages/${peer.profileId}${query}`);
  const send = (who: Member | null, peer: { profileId: string }, body: string) =>
    kit.as(who).post(`/api/messages/${peer.profileId}`, { body });
  const markRead = (who: Member | null, peer: { profileId: string }) =>
    kit.as(who).post(`/api/messages/${peer.profileId}/read`);
  const typing = (who: Member | null, peer: { profileId: string }) =>
    kit.as(who).post(`/api/messages/${peer.profileId}/typing`);
  const unread = (who: Member | null) => kit.as(who).get('/api/messages/unread');

  /** The answers of a conversation's four routes, called one after the other. */
  async function everyRoute(who: Member, peer: { profileId: string }, body: string) {
    return [
      await thread(who, peer),
      await send(who, peer, body),
      await markRead(who, peer),
      await typing(who, peer),
    ];
  }

  async function sent(who: Member, peer: Member, body: string): Promise<Message> {
    const response = await send(who, peer, body);
    expect(response.statusCode).toBe(201);
    return response.json();
  }
  async function page(who: Member, peer: Member, query = ''): Promise<ThreadPage> {
    const response = await thread(who, peer, query);
    expect(response.statusCode).toBe(200);
    return response.json();
  }
  async function unreadTotal(who: Member): Promise<number> {
    const response = await unread(who);
    expect(response.statusCode).toBe(200);
    return response.json().total;
  }

  async function activityScore(who: Member): Promise<number> {
    const [row] = await ctx.database.db
      .select({ activity: reputationScores.activityScore })
      .from(reputationScores)
      .where(eq(reputationScores.profileId, who.profileId));
    return row!.activity;
  }

  /** Messages written straight into the table, for paging tests that need exact times. */
  async function insertMessages(rows: { from: Member; to: Member; body: string; at: Date }[]) {
    return ctx.database.db
      .insert(messages)
      .values(
        rows.map((row) => ({
          senderId: row.from.userId,
          receiverId: row.to.userId,
          body: row.body,
          createdAt: row.at,
        })),
      )
      .returning({ id: messages.id });
  }

  return {
    thread,
    send,
    markRead,
    typing,
    unread,
    everyRoute,
    sent,
    page,
    unreadTotal,
    activityScore,
    insertMessages,
  };
}
