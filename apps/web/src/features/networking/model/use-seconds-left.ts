import { useEffect, useState } from 'react';
import { msUntilNextTick, secondsUntil } from './countdown';

/** The seconds left until `endsAt`, renewed the moment each second passes, and 0 once over. */
export function useSecondsLeft(endsAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = secondsUntil(endsAt, now);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), msUntilNextTick(endsAt, Date.now()));
    return () => clearTimeout(timer);
  }, [endsAt, now, secondsLeft]);
  return secondsLeft;
}
