import { useRef, useState } from 'react';
import type { AdminMember } from '@cofound/shared/admin/admin-members.schemas';
import { Button } from '../../../components/ui/button';
import type { ButtonSize } from '../../../components/ui/button-styles';
import {
  memberChangeKey,
  memberChangeLabel,
  memberChangesOf,
  type MemberChange,
} from '../model/member-changes';
import { RoleChangeDialog } from './role-change-dialog';
import { StatusChangeDialog } from './status-change-dialog';

type MemberActionsProps = {
  member: Pick<AdminMember, 'userId' | 'name' | 'status' | 'role'>;
  size?: ButtonSize;
};

/**
 * The changes an admin can make to a member (Suspend, Ban or Activate; Make or Remove admin),
 * each behind its dialog: on a members list row and on the member's own page.
 */
export function MemberActions({ member, size = 'sm' }: MemberActionsProps) {
  const [open, setOpen] = useState<MemberChange | null>(null);
  const actions = useRef<HTMLDivElement>(null);
  // A change swaps the buttons (Suspend becomes Activate): the one that opened the dialog may be
  // gone, so focus comes back to the first action instead of being lost.
  const close = () => {
    setOpen(null);
    requestAnimationFrame(() => {
      const group = actions.current;
      if (group && !group.contains(document.activeElement)) group.querySelector('button')?.focus();
    });
  };
  return (
    <>
      <div ref={actions} className="flex flex-wrap gap-2">
        {memberChangesOf(member).map((change) => (
          <Button
            key={memberChangeKey(change)}
            variant="secondary"
            size={size}
            onClick={() => setOpen(change)}
          >
            {memberChangeLabel(change)}
            <span className="sr-only">
              {change.kind === 'status' ? ` ${member.name}` : ` for ${member.name}`}
            </span>
          </Button>
        ))}
      </div>
      {open?.kind === 'status' && (
        <StatusChangeDialog member={member} status={open.status} onClose={close} />
      )}
      {open?.kind === 'role' && (
        <RoleChangeDialog member={member} role={open.role} onClose={close} />
      )}
    </>
  );
}
