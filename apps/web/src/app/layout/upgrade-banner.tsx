import { Link } from 'react-router';
import { Sparkles, X } from 'lucide-react';
import { useSession } from '../../features/session/index';
import { useSessionStorageFlag } from '../../lib/use-session-storage-flag';

const DISMISSED_KEY = 'cofound.upgrade-banner.dismissed';

/**
 * Members without an active subscription see 'Upgrade to Pro' until they dismiss it for this
 * tab's session; members on a paid plan and admins never do. The plan comes with the session.
 */
export function UpgradeBanner() {
  const { user } = useSession();
  const [dismissed, dismiss] = useSessionStorageFlag(DISMISSED_KEY);
  if (!user || dismissed || user.plan !== 'free' || user.role === 'admin') return null;

  return (
    <aside aria-label="Upgrade offer" className="bg-brand-700 text-white">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <Sparkles aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
        <p className="min-w-0 flex-1">
          Unlimited connection requests and premium templates.{' '}
          <Link
            to="/pricing"
            className="font-semibold whitespace-nowrap underline underline-offset-4"
          >
            Upgrade to Pro
          </Link>
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss upgrade banner"
          className="-mr-1 rounded-md p-1 hover:bg-brand-800 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </aside>
  );
}
