import { beforeEach, describe, expect, it } from 'vitest';
import { memberKit } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { networkingKit } from './networking-test-kit';

const ctx = useTestApp();
const kit = memberKit(ctx);
const lobby = networkingKit(ctx, kit);

const saas = {
  industry: 'SaaS',
  skills: ['React', 'Sales'],
  experience: 5,
  lookingFor: ['Technical co-founder'],
  startupInterests: ['B2B'],
};

beforeEach(() => lobby.emptyLobby());

describe('the speed networking lobby', () => {
  it('is idle before joining; alone in the lobby one waits, and the next to join is paired', async () => {
    const first = await kit.member({ profile: saas });
    const second = await kit.member({ profile: { ...saas, skills: ['React'] } });
    expect(await lobby.state(first)).toEqual({ state: 'idle', roundsHad: 0 });

    const waiting = await lobby.join(first);
    expect(waiting).toMatchObject({ state: 'waiting', othersWaiting: 0 });
    expect(await lobby.state(second)).toEqual({ state: 'idle', roundsHad: 0 });

    const paired = await lobby.join(second);
    expect(paired.state).toBe('in_round');
    if (paired.state !== 'in_round') return;
    expect(paired.round.partner).toMatchObject({ id: first.profileId, name: first.name });
    expect(paired.round.partner.score).toBeGreaterThan(0.5);
    expect(paired.round.messages).toEqual([]);
    expect(paired.round.decision).toBeNull();
    const lasts = Date.parse(paired.round.endsAt) - Date.parse(paired.round.startedAt);
    expect(lasts).toBe(180_000);
    expect(await lobby.partnerOf(first)).toBe(second.profileId);
  });

  it('keeps a waiting member in line on a heartbeat, and counts the others waiting', async () => {
    const [a, b] = [await kit.member(), await kit.member()];
    await kit.connect(a, b);
    const joined = await lobby.join(a);
    await lobby.join(b);
    const again = await lobby.join(a);
    expect(again).toMatchObject({ state: 'waiting', othersWaiting: 1 });
    if (joined.state === 'waiting' && again.state === 'waiting') {
      expect(again.since).toBe(joined.since);
    }
  });

  it('pairs the best match score among those waiting', async () => {
    const newcomer = await kit.member({ profile: saas });
    const weak = await kit.member({ profile: { industry: 'FinTech', skills: ['Legal'] } });
    const best = await kit.member({ profile: saas });
    const middling = await kit.member({ profile: { ...saas, skills: ['Design'] } });
    // The weaker ones waited longer; none of them fits the others (they are connected).
    await kit.connect(weak, best);
    await kit.connect(weak, middling);
    await kit.connect(best, middling);
    for (const member of [weak, middling, best]) await lobby.join(member);

    await lobby.join(newcomer);
    expect(await lobby.partnerOf(newcomer)).toBe(best.profileId);
    expect((await lobby.state(weak)).state).toBe('waiting');
  });

  it('never pairs members blocked either way, connected or requested, or decided on in the deck', async () => {
    const member = await kit.member({ profile: saas });
    const blocker = await kit.member({ profile: saas });
    const blocked = await kit.member({ profile: saas });
    const connected = await kit.member({ profile: saas });
    const requested = await kit.member({ profile: saas });
    const passedOn = await kit.member({ profile: saas });
    const passedMe = await kit.member({ profile: saas });
    await kit.block(blocker, member);
    await kit.block(member, blocked);
    await kit.connect(member, connected);
    await kit.connect(requested, member, 'pending');
    await kit.as(member).put(`/api/matching/decisions/${passedOn.profileId}`, { liked: false });
    await kit.as(passedMe).put(`/api/matching/decisions/${member.profileId}`, { liked: false });
    const others = [blocker, blocked, connected, requested, passedOn, passedMe];
    // The others must not fit each other either: everyone blocks everyone among them.
    for (const [at, one] of others.entries()) {
      for (const other of others.slice(at + 1)) await kit.block(one, other);
    }
    for (const other of others) await lobby.join(other);

    expect(await lobby.join(member)).toMatchObject({ state: 'waiting', othersWaiting: 6 });
  });

  it('never pairs the same two members twice', async () => {
    const [a, b] = [await kit.member(), await kit.member()];
    await lobby.pair(a, b);
    const next = await kit.as(a).post('/api/networking/next');
    expect(next.json()).toMatchObject({ state: 'waiting' });
    expect(await lobby.join(b)).toMatchObject({ state: 'in_round' });
    const bNext = await kit.as(b).post('/api/networking/next');
    expect(bNext.json()).toMatchObject({ state: 'waiting', othersWaiting: 1 });
    expect((await lobby.state(a)).state).toBe('waiting');
  });

  it('makes exactly one pair of each two members joining at the same moment', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5, 6].map(() => kit.member({ profile: saas })));
    await Promise.all(members.map((member) => lobby.join(member)));
    const partners = await Promise.all(members.map((member) => lobby.partnerOf(member)));
    expect(partners.every((partner) => partner !== null)).toBe(true);
    for (const [at, member] of members.entries()) {
      const partner = members.find((other) => other.profileId === partners[at]);
      expect(partner).toBeDefined();
      expect(partners[members.indexOf(partner!)]).toBe(member.profileId);
    }
  });

  it('drops a waiter whose page stopped saying they are there', async () => {
    const [gone, newcomer] = [await kit.member(), await kit.member()];
    await lobby.join(gone);
    await lobby.lapse(gone);
    expect(await lobby.state(gone)).toEqual({ state: 'idle', roundsHad: 0 });
    expect(await lobby.join(newcomer)).toMatchObject({ state: 'waiting', othersWaiting: 0 });
    // Coming back puts them in line again, where the newcomer waits.
    expect((await lobby.join(gone)).state).toBe('in_round');
  });

  it('leaving takes the member out of the lobby', async () => {
    const [a, b] = [await kit.member(), await kit.member()];
    await lobby.join(a);
    expect((await kit.as(a).del('/api/networking/lobby')).statusCode).toBe(204);
    expect(await lobby.state(a)).toEqual({ state: 'idle', roundsHad: 0 });
    expect(await lobby.join(b)).toMatchObject({ state: 'waiting', othersWaiting: 0 });
  });
});
