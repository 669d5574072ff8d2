import { useState } from 'react';
import { adminMessages, type AdminMember } from '@cofound/shared/admin/admin-members.schemas';
import type { MemberRole } from '@cofound/shared/admin/member-status';
import { toast } from '../../../components/ui/toaster';
import { useChangeMemberRole } from '../api/use-change-member-role';
import { changeErrorMessage } from '../model/change-error';
import { isDestructiveChange, memberChangeLabel } from '../model/member-changes';
import { memberChangeTexts } from '../model/member-change-texts';
import { ChangeDialogFrame } from './change-dialog-frame';

type RoleChangeDialogProps = {
  member: Pick<AdminMember, 'userId' | 'name'>;
  role: MemberRole;
  onClose: () => void;
};

/** Make a member an admin, or take it back (the server keeps at least one admin). */
export function RoleChangeDialog({ member, role, onClose }: RoleChangeDialogProps) {
  const changeRole = useChangeMemberRole(member.userId);
  const change = { kind: 'role', role } as const;
  const texts = memberChangeTexts(change, member.name);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await changeRole.mutateAsync(role);
      toast.success(texts.done);
      onClose();
    } catch (error) {
      setFailure(changeErrorMessage(error, adminMessages.roleFailed));
    }
  };

  return (
    <ChangeDialogFrame
      title={texts.title}
      description={texts.description}
      confirmLabel={memberChangeLabel(change)}
      destructive={isDestructiveChange(change)}
      pending={changeRole.isPending}
      failure={failure}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
