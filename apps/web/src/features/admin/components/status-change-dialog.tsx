import { useState } from 'react';
import {
  ADMIN_REASON_MAX_LENGTH,
  adminMessages,
  adminReasonSchema,
  type AdminMember,
} from '@cofound/shared/admin/admin-members.schemas';
import type { MemberStatus } from '@cofound/shared/admin/member-status';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toaster';
import { useChangeMemberStatus } from '../api/use-change-member-status';
import { changeErrorMessage, reasonErrorOf } from '../model/change-error';
import { isDestructiveChange, memberChangeLabel } from '../model/member-changes';
import { memberChangeTexts } from '../model/member-change-texts';
import { ChangeDialogFrame } from './change-dialog-frame';

type StatusChangeDialogProps = {
  member: Pick<AdminMember, 'userId' | 'name'>;
  status: MemberStatus;
  onClose: () => void;
};

/** Suspend, ban or activate a member, with the reason they and the audit log will read. */
export function StatusChangeDialog({ member, status, onClose }: StatusChangeDialogProps) {
  const changeStatus = useChangeMemberStatus(member.userId);
  const change = { kind: 'status', status } as const;
  const texts = memberChangeTexts(change, member.name);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    const checked = adminReasonSchema.safeParse(reason);
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message ?? adminMessages.reasonRequired);
      return;
    }
    setFailure(null);
    try {
      await changeStatus.mutateAsync({ status, reason: checked.data });
      toast.success(texts.done);
      onClose();
    } catch (error) {
      const serverReasonError = reasonErrorOf(error);
      if (serverReasonError) setReasonError(serverReasonError);
      else setFailure(changeErrorMessage(error, adminMessages.statusFailed));
    }
  };

  return (
    <ChangeDialogFrame
      title={texts.title}
      description={texts.description}
      confirmLabel={memberChangeLabel(change)}
      destructive={isDestructiveChange(change)}
      pending={changeStatus.isPending}
      failure={failure}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <Textarea
        label="Reason"
        hint={`The member and the audit log see it. Up to ${ADMIN_REASON_MAX_LENGTH} characters.`}
        error={reasonError}
        value={reason}
        maxLength={ADMIN_REASON_MAX_LENGTH}
        rows={3}
        required
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(undefined);
        }}
      />
    </ChangeDialogFrame>
  );
}
