import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  NETWORKING_ROUND_MESSAGES_MAX,
  networkingMessages,
} from '@cofound/shared/networking/networking.schemas';
import { networkingMessages as messageRows } from '../../db/schema';
import { memberKit } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { networkingKit } from './networking-test-kit';

const ctx = useTestApp();
const kit = memberKit(ctx);
const lobby = networkingKit(ctx, kit);

beforeEach(() => lobby.emptyLobby());

async function twoInRound() {
  const [a, b] = [await kit.member(), await kit.member()];
  const round = await lobby.pair(a, b);
  return { a, b, round };
}

function say(member: Parameters<typeof kit.as>[0], body: unknown) {
  return kit.as(member).post('/api/networking/round/messages', { body });
}

describe('a speed networking round', () => {
  it('carries a chat both members see in order, each marked as theirs or not', async () => {
    const { a, b } = await twoInRound();
    expect((await say(a, '  Hi, I build payments infra.  ')).statusCode).toBe(201);
    const reply = await say(b, 'Nice, I sell to banks.');
    expect(reply.json()).toMatchObject({ body: 'Nice, I sell to banks.', fromMe: true });

    const seenByA = await lobby.state(a);
    const seenByB = await lobby.state(b);
    if (seenByA.state !== 'in_round' || seenByB.state !== 'in_round') throw new Error('no round');
    expect(seenByA.round.messages.map((m) => [m.body, m.fromMe])).toEqual([
      ['Hi, I build payments infra.', true],
      ['Nice, I sell to banks.', false],
    ]);
    expect(seenByB.round.messages.map((m) => m.fromMe)).toEqual([false, true]);
  });

  it('refuses a blank or too long message, and any message outside a running round', async () => {
    const { a, round } = await twoInRound();
    const blank = await say(a, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fieldErrors.body).toEqual([networkingMessages.bodyRequired]);
    expect((await say(a, 'x'.repeat(501))).json().error.fieldErrors.body).toEqual([
      networkingMessages.bodyTooLong,
    ]);

    const outsider = await kit.member();
    const refused = await say(outsider, 'Hello?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(networkingMessages.notInRound);

    await lobby.endRoundsByTime();
    const late = await say(a, 'Still there?');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(networkingMessages.roundOver);
    const kept = await ctx.database.db
      .select()
      .from(messageRows)
      .where(eq(messageRows.matchId, round.id));
    expect(kept).toHaveLength(0);
  });

  it('holds at most its message limit', async () => {
    const { a, b } = await twoInRound();
    for (let at = 0; at < NETWORKING_ROUND_MESSAGES_MAX; at += 1) {
      expect((await say(at % 2 ? a : b, `Message ${at}`)).statusCode).toBe(201);
    }
    const over = await say(a, 'One more');
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(networkingMessages.tooManyMessages);
  });

  it("ends for both when one moves on: the other sees it, and the round's chat closes", async () => {
    const { a, b } = await twoInRound();
    const next = await kit.as(a).post('/api/networking/next');
    expect(next.json()).toMatchObject({ state: 'waiting' });

    const left = await lobby.state(b);
    expect(left.state).toBe('in_round');
    if (left.state !== 'in_round') return;
    expect(left.round.partnerLeft).toBe(true);
    expect(left.round.endedAt).not.toBeNull();
    expect((await say(b, 'Bye')).json().error.message).toBe(networkingMessages.roundOver);
    // A heartbeat keeps b on the finished round until b moves on too.
    expect((await lobby.join(b)).state).toBe('in_round');
    expect((await kit.as(b).del('/api/networking/lobby')).statusCode).toBe(204);
    expect(await lobby.state(b)).toEqual({ state: 'idle', roundsHad: 1 });
  });

  it("decides with the deck's like: two likes open one pending connection", async () => {
    const { a, b } = await twoInRound();
    const first = await kit.as(a).put(`/api/matching/decisions/${b.profileId}`, { liked: true });
    expect(first.json()).toMatchObject({ mutual: false });
    const second = await kit.as(b).put(`/api/matching/decisions/${a.profileId}`, { liked: true });
    expect(second.json()).toMatchObject({ mutual: true, connection: { status: 'pending' } });

    const seen = await lobby.state(a);
    if (seen.state !== 'in_round') throw new Error('no round');
    expect(seen.round.decision).toBe('liked');
    const requests = (await kit.as(a).get('/api/connections/requests')).json();
    expect(JSON.stringify(requests)).toContain(b.profileId);
  });

  it('hides a partner who blocks mid-round: no round, no messages either way', async () => {
    const { a, b } = await twoInRound();
    expect((await kit.as(b).post('/api/blocks', { profileId: a.profileId })).statusCode).toBe(204);
    for (const member of [a, b]) {
      expect((await lobby.state(member)).state).toBe('idle');
      expect((await say(member, 'Hello')).json().error.message).toBe(networkingMessages.notInRound);
    }
    // Back in the lobby, they are never paired again.
    await lobby.join(a);
    expect(await lobby.join(b)).toMatchObject({ state: 'waiting', othersWaiting: 1 });
  });
});
