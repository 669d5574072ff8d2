import { describe, expect, it } from 'vitest';
import { networkingMessages } from '@cofound/shared/networking/networking.schemas';
import { ApiError } from '../../../lib/api-error';
import { lobbyFailure, sendFailure } from './networking-failure';

const failed = (code: ConstructorParameters<typeof ApiError>[0]['code'], status: number) =>
  new ApiError({ code, status, message: 'From the server' });

describe('lobbyFailure', () => {
  it('asks a member without a profile to complete it', () => {
    expect(lobbyFailure(failed('NOT_FOUND', 404), networkingMessages.joinFailed)).toBe(
      networkingMessages.noProfile,
    );
  });

  it("otherwise gives the step's own words", () => {
    expect(lobbyFailure(failed('INTERNAL', 500), networkingMessages.joinFailed)).toBe(
      networkingMessages.joinFailed,
    );
    expect(lobbyFailure(new Error('offline'), networkingMessages.joinFailed)).toBe(
      networkingMessages.joinFailed,
    );
  });
});

describe('sendFailure', () => {
  it("gives the server's words when the round is not running or full", () => {
    for (const words of [
      networkingMessages.notInRound,
      networkingMessages.roundOver,
      networkingMessages.tooManyMessages,
    ]) {
      expect(sendFailure(new ApiError({ code: 'CONFLICT', status: 409, message: words }))).toBe(
        words,
      );
    }
  });

  it('says sending failed otherwise, or passes on a full disk', () => {
    expect(sendFailure(failed('INTERNAL', 500))).toBe(networkingMessages.sendFailed);
    expect(sendFailure(failed('STORAGE_FULL', 507))).toBe('From the server');
  });
});
