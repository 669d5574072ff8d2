import { useState } from 'react';
import { safetyMessages } from '@cofound/shared/safety/safety.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toaster';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { useBlockedMembers } from '../api/use-blocked-members';
import { useUnblockMember } from '../api/use-unblock-member';
import { failureMessage } from '../../../lib/api-error';

/** The members I blocked, each with Unblock. */
export function BlockedMembersList() {
  const blocked = useBlockedMembers();
  const unblock = useUnblockMember();
  const [pending, setPending] = useState<string | null>(null);

  const onUnblock = async (profileId: string) => {
    setPending(profileId);
    try {
      await unblock.mutateAsync(profileId);
      toast.success(safetyMessages.unblocked);
    } catch (error) {
      toast.error(failureMessage(error, safetyMessages.unblockFailed));
    } finally {
      setPending(null);
    }
  };

  if (blocked.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading blocked members…
        </p>
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (blocked.isError) {
    return (
      <Alert>
        <p>Failed to load blocked members.</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => void blocked.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (blocked.data.items.length === 0) {
    return <p className="text-sm text-slate-600">{safetyMessages.noBlocks}</p>;
  }
  return (
    <ul aria-label="Blocked members" className="divide-y divide-slate-200">
      {blocked.data.items.map((member) => (
        <li key={member.profileId} className="flex items-center gap-3 py-3">
          <MemberAvatar name={member.name} imageUrl={member.imageUrl} size="sm" decorative />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900">{member.name}</p>
            {member.title && <p className="truncate text-sm text-slate-600">{member.title}</p>}
          </div>
          <Button
            variant="secondary"
            size="sm"
            loading={pending === member.profileId}
            disabled={pending !== null}
            aria-label={`Unblock ${member.name}`}
            onClick={() => void onUnblock(member.profileId)}
          >
            Unblock
          </Button>
        </li>
      ))}
    </ul>
  );
}
