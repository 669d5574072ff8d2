import { useEffect, useRef } from 'react';
import { NETWORKING_HEARTBEAT_SECONDS } from '@cofound/shared/networking/networking.schemas';

/**
 * While `active` (the member waits in the lobby), calls `beat` every heartbeat period, so the
 * server keeps the member in the lobby instead of counting them as gone.
 */
export function useLobbyHeartbeat(active: boolean, beat: () => void): void {
  const latest = useRef(beat);
  useEffect(() => {
    latest.current = beat;
  });
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => latest.current(), NETWORKING_HEARTBEAT_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [active]);
}
