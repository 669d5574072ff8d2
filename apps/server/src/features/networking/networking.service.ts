import {
  NETWORKING_ROUND_MESSAGES_MAX,
  networkingMessages as m,
  type NetworkingRound,
  type NetworkingState,
  type RoundMessage,
} from '@cofound/shared/networking/networking.schemas';
import type { MatchCard } from '@cofound/shared/matching/matching.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import type { Realtime } from '../../realtime';
import { publishSafely } from '../../realtime/publish-safely';
import { leaveRound, waitInLobby, type LobbyOutcome } from './networking-lobby';
import type { NetworkingRepository, OwnLobbyProfile } from './networking.repository';

/**
 * Speed networking (docs/product.md#networking): one lobby, pairs by the match score, three-minute
 * rounds with a chat, and the deck's own like or pass to decide.
 */
export function createNetworkingService(deps: {
  repository: NetworkingRepository;
  /** The partner as the member's deck shows them; null when the member may not see them. */
  cardOf: (member: SessionUser, profileId: string) => Promise<MatchCard | null>;
  realtime: Pick<Realtime, 'publish'>;
  log: ServiceLogger;
}) {
  const { repository, cardOf, log } = deps;
  const notify = publishSafely(deps.realtime, log);
  const orFail = <T>(message: string, run: () => Promise<T>) =>
    withFailureMessage(log, message, run);

  async function lobbyProfile(member: SessionUser): Promise<OwnLobbyProfile> {
    const profile = await orFail(m.joinFailed, () => repository.ownProfile(member.id));
    if (!profile?.active) throw new AppError('NOT_FOUND', m.noProfile);
    return profile;
  }

  /** The round as the member sees it, or null when it is gone or the partner is hidden. */
  async function roundView(member: SessionUser, matchId: string): Promise<NetworkingRound | null> {
    const round = await repository.findRound(matchId, member.id);
    if (!round?.partnerProfileId) return null;
    const [partner, decision, messages] = await Promise.all([
      cardOf(member, round.partnerProfileId),
      repository.decisionOn(member.id, round.partnerProfileId),
      repository.messages(round.id, NETWORKING_ROUND_MESSAGES_MAX),
    ]);
    if (!partner) return null;
    return {
      id: round.id,
      startedAt: round.startedAt.toISOString(),
      endsAt: round.endsAt.toISOString(),
      endedAt: round.endedAt?.toISOString() ?? null,
      partnerLeft: round.endedBy === round.partnerUserId,
      partner,
      decision: decision === null ? null : decision ? 'liked' : 'passed',
      messages: messages.map((message) => ({
        id: message.id,
        body: message.body,
        fromMe: message.senderId === member.id,
        createdAt: message.createdAt.toISOString(),
      })),
    };
  }

  async function currentState(member: SessionUser): Promise<NetworkingState> {
    const session = await repository.findSession(member.id);
    if (session?.status === 'in_round' && session.matchId) {
      const round = await roundView(member, session.matchId);
      if (round) return { state: 'in_round', round };
    }
    if (session?.status === 'waiting' && !session.stale) {
      return {
        state: 'waiting',
        since: session.joinedAt.toISOString(),
        othersWaiting: await repository.countOthersWaiting(member.id),
      };
    }
    return { state: 'idle', roundsHad: await repository.roundsHad(member.id) };
  }

  async function announce(member: SessionUser, outcome: LobbyOutcome) {
    if (outcome.kind === 'paired') {
      await notify([member.id, outcome.partnerUserId], 'networking.round', {
        roundId: outcome.matchId,
        change: 'started',
      });
    }
  }

  async function announceEnded(ended: { matchId: string; partnerUserId: string } | null) {
    if (ended) {
      await notify([ended.partnerUserId], 'networking.round', {
        roundId: ended.matchId,
        change: 'ended',
      });
    }
  }

  return {
    state(member: SessionUser): Promise<NetworkingState> {
      return orFail(m.loadFailed, () => currentState(member));
    },

    /** Join, or a heartbeat while waiting; pairs the member when someone fits. */
    async join(member: SessionUser): Promise<NetworkingState> {
      const profile = await lobbyProfile(member);
      const outcome = await orFail(m.joinFailed, () =>
        repository.transaction((queries) => waitInLobby(queries, profile)),
      );
      await announce(member, outcome);
      return orFail(m.loadFailed, () => currentState(member));
    },

    /** Closes the member's round for both, then back to the lobby (maybe a new round at once). */
    async next(member: SessionUser): Promise<NetworkingState> {
      const profile = await lobbyProfile(member);
      const { ended, outcome } = await orFail(m.joinFailed, () =>
        repository.transaction(async (queries) => {
          await queries.lockLobby();
          const ended = await leaveRound(queries, member.id);
          return { ended, outcome: await waitInLobby(queries, profile) };
        }),
      );
      await announceEnded(ended);
      await announce(member, outcome);
      return orFail(m.loadFailed, () => currentState(member));
    },

    async leave(member: SessionUser): Promise<void> {
      const ended = await orFail(m.leaveFailed, () =>
        repository.transaction(async (queries) => {
          await queries.lockLobby();
          return leaveRound(queries, member.id);
        }),
      );
      await announceEnded(ended);
    },

    /** A message to the partner while the round runs; a round holds a bounded number. */
    async send(member: SessionUser, body: string): Promise<RoundMessage> {
      const sent = await orFail(m.sendFailed, () =>
        repository.transaction(async (queries) => {
          const session = await queries.findSession(member.id);
          const round =
            session?.status === 'in_round' && session.matchId
              ? await queries.findRound(session.matchId, member.id)
              : null;
          if (!round || !(await queries.partnerVisible(member.id, round.partnerUserId))) {
            throw new AppError('CONFLICT', m.notInRound);
          }
          if (!round.running) throw new AppError('CONFLICT', m.roundOver);
          await queries.lockRound(round.id);
          if ((await queries.countMessages(round.id)) >= NETWORKING_ROUND_MESSAGES_MAX) {
            throw new AppError('CONFLICT', m.tooManyMessages);
          }
          const message = await queries.insertMessage(round.id, member.id, body);
          return { message, round };
        }),
      );
      await notify([member.id, sent.round.partnerUserId], 'networking.round', {
        roundId: sent.round.id,
        change: 'message',
      });
      return {
        id: sent.message.id,
        body: sent.message.body,
        fromMe: true,
        createdAt: sent.message.createdAt.toISOString(),
      };
    },
  };
}

export type NetworkingService = ReturnType<typeof createNetworkingService>;
