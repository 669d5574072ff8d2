import { sessionMessages, type AccountSession } from '@cofound/shared/accounts/sessions.schemas';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { useAccountSessions } from '../api/use-account-sessions';
import { useEndOtherSessions } from '../api/use-end-other-sessions';
import { useEndSession } from '../api/use-end-session';
import { lastActiveText } from '../model/last-active';
import { LoadError, LoadingRows } from '../../../components/ui/query-state';

function SessionRow({ session }: { session: AccountSession }) {
  const end = useEndSession();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {session.device}
          {session.current && (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
              This device
            </span>
          )}
        </p>
        <p className="text-sm text-slate-600">
          {lastActiveText(session.lastActiveAt)}
          {session.ipAddress ? ` · ${session.ipAddress}` : ''}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          loading={end.isPending}
          aria-label={`Sign out ${session.device}, ${lastActiveText(session.lastActiveAt).toLowerCase()}`}
          onClick={() =>
            end.mutate(session.id, {
              onError: () => toast.error('Failed to sign that device out. Please try again.'),
            })
          }
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/** The browsers the member is signed in on, each of which they can sign out. */
export function SessionList() {
  const sessions = useAccountSessions();
  const endOthers = useEndOtherSessions();

  if (sessions.isPending) {
    return <LoadingRows label="Loading your sessions…" rowClassName="h-20" />;
  }
  if (sessions.isError) {
    return (
      <LoadError message={sessionMessages.sessionsFailed} onRetry={() => void sessions.refetch()} />
    );
  }
  const others = sessions.data.items.filter((session) => !session.current);
  return (
    <div className="max-w-2xl space-y-3">
      <ul className="divide-y divide-slate-200" aria-label="Signed-in devices">
        {sessions.data.items.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {others.length === 0 ? (
        <p className="text-sm text-slate-600">You are not signed in anywhere else.</p>
      ) : (
        <Button
          variant="secondary"
          loading={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: () => toast.success(sessionMessages.signedOutOthers),
              onError: () => toast.error('Failed to sign the other devices out. Please try again.'),
            })
          }
        >
          Sign out all other devices
        </Button>
      )}
    </div>
  );
}
