import { describe, expect, it } from 'vitest';
import { idle, inRound, messageOf } from '../test-fixtures';
import { withRoundMessage } from './with-round-message';

const sent = messageOf({ id: 'm-2', body: 'Hello!', fromMe: true });

describe('withRoundMessage', () => {
  it("puts the message last in the round's chat", () => {
    const state = inRound({ messages: [messageOf()] });
    const next = withRoundMessage(state, 'round-1', sent);
    expect(next.state === 'in_round' && next.round.messages.map((m) => m.id)).toEqual([
      'm-1',
      'm-2',
    ]);
  });

  it('leaves another round, a known message and other states alone', () => {
    const state = inRound({ messages: [sent] });
    expect(withRoundMessage(state, 'round-2', messageOf({ id: 'm-3' }))).toBe(state);
    expect(withRoundMessage(state, 'round-1', sent)).toBe(state);
    const out = idle(2);
    expect(withRoundMessage(out, 'round-1', sent)).toBe(out);
  });
});
