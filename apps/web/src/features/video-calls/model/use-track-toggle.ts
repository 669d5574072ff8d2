import { useState } from 'react';

/**
 * Turns the stream's audio or video tracks off and on (the connection keeps its senders, the
 * other side sees silence or a black picture).
 */
export function useTrackToggle(stream: MediaStream | null, kind: 'audio' | 'video') {
  const [off, setOff] = useState(false);
  const toggle = () => {
    const next = !off;
    const tracks = kind === 'audio' ? stream?.getAudioTracks() : stream?.getVideoTracks();
    for (const track of tracks ?? []) track.enabled = !next;
    setOff(next);
  };
  return [off, toggle] as const;
}
