import type { NetworkingState, RoundMessage } from '@cofound/shared/networking/networking.schemas';

/** The state with `message` last in the round's chat; unchanged for another round or a repeat. */
export function withRoundMessage(
  state: NetworkingState,
  roundId: string,
  message: RoundMessage,
): NetworkingState {
  if (state.state !== 'in_round' || state.round.id !== roundId) return state;
  if (state.round.messages.some((known) => known.id === message.id)) return state;
  return { ...state, round: { ...state.round, messages: [...state.round.messages, message] } };
}
