import { useState } from 'react';

/**
 * True once `key` has differed from the first one known (null: nothing known yet). The page then
 * moved on, by itself or by the member's hand, rather than just having loaded: focus may follow.
 */
export function useChangedSinceFirst(key: string | null): boolean {
  const [first, setFirst] = useState(key);
  const [changed, setChanged] = useState(false);
  const differs = first !== null && key !== null && key !== first;
  if (first === null && key !== null) setFirst(key);
  if (differs && !changed) setChanged(true);
  return changed || differs;
}
