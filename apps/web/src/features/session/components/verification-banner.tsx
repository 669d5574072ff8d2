import { useLocation } from 'react-router';
import { MailWarning } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useResendVerification } from '../api/use-resend-verification';
import { useSession } from '../api/use-session';

/** Pages that deal with verification themselves, where a second resend button would confuse. */
const HIDDEN_ON = ['/verify-email'];

/** Asks a signed-in member whose address is not verified yet to verify it, and can resend. */
export function VerificationBanner() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const resend = useResendVerification();
  if (!user || user.emailVerified || HIDDEN_ON.includes(pathname)) return null;

  return (
    <aside aria-label="Email verification" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm text-amber-950 sm:px-6 lg:px-8">
        <MailWarning aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
        <p className="min-w-0 flex-1">
          Please verify your email address. We sent a link to{' '}
          <strong className="font-semibold wrap-anywhere">{user.email}</strong>.
        </p>
        <Button
          variant="secondary"
          size="sm"
          loading={resend.isPending}
          onClick={() => resend.mutate()}
        >
          Resend email
        </Button>
      </div>
    </aside>
  );
}
