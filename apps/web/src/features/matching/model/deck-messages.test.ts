import { describe, expect, it } from 'vitest';
import type { MatchDecisionResult } from '@cofound/shared/matching/matching.schemas';
import { mutualLikeMessage } from './deck-messages';

const result: MatchDecisionResult = {
  profileId: 'p-1',
  liked: true,
  score: 0.8,
  decidedAt: '2026-11-22T09:00:00.000Z',
  mutual: true,
  connection: { id: 'c-1', status: 'pending', createdByThis: true },
};

describe('mutualLikeMessage', () => {
  it('says a connection request was sent when the like was mutual', () => {
    expect(mutualLikeMessage('Ada', result)).toBe(
      "It's a match! A connection request was sent to Ada.",
    );
  });

  it('says nothing for a one-sided like or a pass', () => {
    expect(mutualLikeMessage('Ada', { ...result, mutual: false, connection: null })).toBeNull();
  });

  it('does not claim a new request between members already connected', () => {
    const connected = { ...result, connection: { ...result.connection!, status: 'accepted' } };
    expect(mutualLikeMessage('Ada', connected as MatchDecisionResult)).toContain(
      'already connected',
    );
  });
});
