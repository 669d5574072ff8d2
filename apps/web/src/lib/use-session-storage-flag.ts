import { useCallback, useState } from 'react';

function read(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === 'true';
  } catch {
    return false; // Storage can be blocked (privacy settings); the flag then lasts for the page.
  }
}

/** A yes/no flag remembered for the browser tab's session. Returns [value, setTrue]. */
export function useSessionStorageFlag(key: string): [boolean, () => void] {
  const [value, setValue] = useState(() => read(key));
  const raise = useCallback(() => {
    try {
      window.sessionStorage.setItem(key, 'true');
    } catch {
      // Still hide it for this page, see read().
    }
    setValue(true);
  }, [key]);
  return [value, raise];
}
