import { describe, expect, it } from 'vitest';
import { matchNextStep } from './deck-messages';

describe('matchNextStep', () => {
  it('says a connection request was sent, and that they accept it', () => {
    expect(matchNextStep('Ada', { id: 'c-1', status: 'pending', createdByThis: true })).toBe(
      'We sent Ada a connection request. Once they accept it, you can message each other.',
    );
  });

  it('does not claim a new request between members already connected', () => {
    expect(matchNextStep('Ada', { id: 'c-1', status: 'accepted', createdByThis: false })).toContain(
      'already connected',
    );
  });

  it('points to their request when they asked first', () => {
    expect(matchNextStep('Ada', { id: 'c-1', status: 'pending', createdByThis: false })).toContain(
      'Accept their request',
    );
  });
});
