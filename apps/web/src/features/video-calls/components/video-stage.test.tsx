import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MediaState } from '@cofound/shared/video-calls/video-calls.schemas';
import { VideoStage } from './video-stage';

const stage = (peerMedia: MediaState | null, peerLeft = false) => (
  <VideoStage
    localStream={null}
    remoteStream={null}
    peerName="Ada Lovelace"
    peerLeft={peerLeft}
    peerMedia={peerMedia}
    asking={false}
  />
);
const listName = "Ada Lovelace's microphone and camera";
function notes() {
  const list = screen.queryByRole('list', { name: listName });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : null;
}

describe('VideoStage: the other person’s microphone and camera', () => {
  it('says on their picture that they muted or turned the camera off, as it changes', () => {
    const { rerender } = render(stage(null));
    expect(notes()).toBeNull();

    rerender(stage({ muted: true, cameraOff: true }));
    expect(notes()).toEqual(['Ada Lovelace is muted', 'Ada Lovelace turned the camera off']);
    // Said to screen readers as it changes: the list sits in a polite live region.
    const region = screen.getByRole('list', { name: listName }).parentElement!;
    expect(region).toHaveAttribute('aria-live', 'polite');

    rerender(stage({ muted: false, cameraOff: true }));
    expect(notes()).toEqual(['Ada Lovelace turned the camera off']);
    rerender(stage({ muted: false, cameraOff: false }));
    expect(notes()).toBeNull();
  });

  it('says nothing of someone who left', () => {
    render(stage({ muted: true, cameraOff: false }, true));
    expect(notes()).toBeNull();
  });
});
