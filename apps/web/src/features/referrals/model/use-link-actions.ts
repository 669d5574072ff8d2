import { useEffect, useRef, useState } from 'react';
import { referralsMessages } from '@cofound/shared/referrals/referrals.schemas';

/** How long 'Copied' shows after copying (docs/product.md#referral). */
export const COPIED_FOR_MS = 2000;

/** The user closed the share sheet: not a failure. */
function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

/**
 * Copying and sharing a link: 'Copied' for 2 seconds after a copy, the failure's words
 * otherwise. Sharing is offered only where the browser can (navigator.share).
 */
export function useLinkActions(link: string, shareText: string) {
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    setError(null);
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      setCopied(false);
      setError(referralsMessages.copyFailed);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
  }

  async function share() {
    setError(null);
    try {
      await navigator.share({ title: 'Join me on Cofound', text: shareText, url: link });
    } catch (caught) {
      if (!isAbort(caught)) setError(referralsMessages.shareFailed);
    }
  }

  return { copied, error, canShare, copy, share };
}
