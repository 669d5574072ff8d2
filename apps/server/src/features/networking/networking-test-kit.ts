// Speed networking helpers for the feature's integration tests.
import { sql } from 'drizzle-orm';
import type { NetworkingState } from '@cofound/shared/networking/networking.schemas';
import { networkingSessions } from '../../db/schema';
import type { Member, MemberKit } from '../../test/member-kit';
import type { TestAppContext } from '../../test/use-test-app';

export function networkingKit(ctx: Pick<TestAppContext, 'database'>, kit: MemberKit) {
  async function join(member: Member): Promise<NetworkingState> {
    const response = await kit.as(member).post('/api/networking/lobby');
    if (response.statusCode !== 200) throw new Error(`join: ${response.body}`);
    return response.json();
  }

  async function state(member: Member): Promise<NetworkingState> {
    return (await kit.as(member).get('/api/networking')).json();
  }

  /** The partner's profile id of the member's round, or null when not in one. */
  async function partnerOf(member: Member): Promise<string | null> {
    const now = await state(member);
    return now.state === 'in_round' ? now.round.partner.id : null;
  }

  /** Two members paired with each other (the lobby must hold nobody else). */
  async function pair(a: Member, b: Member) {
    await join(a);
    const joined = await join(b);
    if (joined.state !== 'in_round') throw new Error(`not paired: ${JSON.stringify(joined)}`);
    return joined.round;
  }

  return {
    join,
    state,
    partnerOf,
    pair,
    /** Each test starts with an empty lobby (the app and its database are shared by the file). */
    emptyLobby: () => ctx.database.db.delete(networkingSessions),
    /** Moves every round's end a second into the past: their time is up. */
    endRoundsByTime: () =>
      ctx.database.db.execute(
        sql`update networking_matches set ends_at = now() - interval '1 second'`,
      ),
    /** The member's page stopped saying they are there, three minutes ago. */
    lapse: (member: Member) =>
      ctx.database.db.execute(
        sql`update networking_sessions set last_seen_at = now() - interval '3 minutes'
          where user_id = ${member.userId}`,
      ),
  };
}
