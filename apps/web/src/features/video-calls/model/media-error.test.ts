import { describe, expect, it } from 'vitest';
import { videoCallMessages } from '@cofound/shared/video-calls/video-calls.schemas';
import { mediaErrorMessage } from './media-error';

const failure = (name: string) => new DOMException('getUserMedia failed', name);

describe('mediaErrorMessage', () => {
  it('explains a refused permission', () => {
    expect(mediaErrorMessage(failure('NotAllowedError'))).toBe(videoCallMessages.cameraDenied);
  });

  it('explains a missing camera or microphone', () => {
    expect(mediaErrorMessage(failure('NotFoundError'))).toBe(videoCallMessages.cameraMissing);
  });

  it('explains a device in use, and anything unknown the same way', () => {
    expect(mediaErrorMessage(failure('NotReadableError'))).toBe(videoCallMessages.cameraBusy);
    expect(mediaErrorMessage(new Error('odd'))).toBe(videoCallMessages.cameraBusy);
    expect(mediaErrorMessage('odd')).toBe(videoCallMessages.cameraBusy);
  });
});
