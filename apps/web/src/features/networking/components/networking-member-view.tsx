import { useIsMutating } from '@tanstack/react-query';
import {
  networkingMessages,
  type NetworkingState,
} from '@cofound/shared/networking/networking.schemas';
import { QueryState } from '../../../components/ui/query-state';
import { networkingMutationKeys } from '../api/networking-query-keys';
import { useJoinLobby } from '../api/use-join-lobby';
import { useNetworkingLive } from '../api/use-networking-live';
import { useNetworkingState } from '../api/use-networking-state';
import { useChangedSinceFirst } from '../model/use-changed-since-first';
import { useLobbyHeartbeat } from '../model/use-lobby-heartbeat';
import { IdleLobby } from './idle-lobby';
import { NetworkingIntro } from './networking-intro';
import { RoundView } from './round-view';
import { WaitingLobby } from './waiting-lobby';

/** What tells one screen from the next: the state, and which round (null before the first). */
function screenKey(state: NetworkingState | undefined): string | null {
  if (!state) return null;
  return state.state === 'in_round' ? `round:${state.round.id}` : state.state;
}

/**
 * A member's speed networking: idle, waiting (with a heartbeat), or in a round, kept current by
 * the realtime channel. A failed background read keeps the last state on screen.
 */
export function NetworkingMemberView() {
  const query = useNetworkingState();
  const heartbeat = useJoinLobby();
  const leaving = useIsMutating({ mutationKey: networkingMutationKeys.leave }) > 0;
  useNetworkingLive();
  useLobbyHeartbeat(query.data?.state === 'waiting' && !leaving, () => heartbeat.mutate());
  const moved = useChangedSinceFirst(screenKey(query.data));

  return (
    <QueryState
      query={{
        isPending: query.isPending,
        isError: query.isError && query.data === undefined,
        data: query.data,
        refetch: query.refetch,
      }}
      loading={{ label: 'Loading speed networking…', rows: 2, rowClassName: 'h-40' }}
      errorMessage={networkingMessages.loadFailed}
    >
      {(state) => {
        if (state.state === 'idle') {
          return (
            <NetworkingIntro
              action={<IdleLobby roundsHad={state.roundsHad} focusOnMount={moved} />}
            />
          );
        }
        if (state.state === 'waiting') {
          return <WaitingLobby othersWaiting={state.othersWaiting} focusOnMount={moved} />;
        }
        return <RoundView key={state.round.id} round={state.round} focusOnMount={moved} />;
      }}
    </QueryState>
  );
}
