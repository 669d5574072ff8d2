import { useState } from 'react';
import { safetyMessages } from '@cofound/shared/safety/safety.schemas';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { useBlockedMembers } from '../api/use-blocked-members';
import { useUnblockMember } from '../api/use-unblock-member';
import { failureMessage } from '../../../lib/api-error';
import { QueryState } from '../../../components/ui/query-state';

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

  return (
    <QueryState
      query={blocked}
      loading={{ label: 'Loading blocked members…', rowClassName: 'h-12' }}
      errorMessage="Failed to load blocked members."
    >
      {({ items }) =>
        items.length === 0 ? (
          <p className="text-sm text-slate-600">{safetyMessages.noBlocks}</p>
        ) : (
          <ul aria-label="Blocked members" className="divide-y divide-slate-200">
            {items.map((member) => (
              <li key={member.profileId} className="flex items-center gap-3 py-3">
                <MemberAvatar name={member.name} imageUrl={member.imageUrl} size="sm" decorative />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{member.name}</p>
                  {member.title && (
                    <p className="truncate text-sm text-slate-600">{member.title}</p>
                  )}
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
        )
      }
    </QueryState>
  );
}
