import { safetyMessages } from '@cofound/shared/safety/safety.schemas';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { useBlockMember } from '../api/use-block-member';
import { failureMessage } from '../../../lib/api-error';

type BlockMemberDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profileId: string;
  name: string;
  /** After the block is saved (and its toast shown). */
  onBlocked: () => void;
};

/** Asks before blocking, then blocks. */
export function BlockMemberDialog({
  open,
  onOpenChange,
  profileId,
  name,
  onBlocked,
}: BlockMemberDialogProps) {
  const block = useBlockMember();
  const confirm = async () => {
    try {
      await block.mutateAsync(profileId);
      onOpenChange(false);
      toast.success(safetyMessages.blocked);
      onBlocked();
    } catch (error) {
      toast.error(failureMessage(error, safetyMessages.blockFailed));
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Block ${name}?`}
      description="You will no longer see each other anywhere on Cofound, your connection ends and neither of you can message the other. You can unblock them later in your profile settings."
      confirmLabel="Block"
      pending={block.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
