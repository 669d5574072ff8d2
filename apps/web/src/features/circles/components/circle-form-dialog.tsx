import type { Circle } from '@cofound/shared/circles/circles.schemas';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { CircleForm } from './circle-form';

type CircleFormDialogProps = {
  /** The circle an admin edits; none for a new one. */
  circle?: Circle | undefined;
  isAdmin: boolean;
  onClose: () => void;
  onSaved?: (saved: Circle) => void;
};

/** Propose a circle, Create circle or Edit circle, in a modal. */
export function CircleFormDialog({ circle, isAdmin, onClose, onSaved }: CircleFormDialogProps) {
  const title = circle ? 'Edit circle' : isAdmin ? 'Create circle' : 'Propose a circle';
  const description = circle
    ? undefined
    : isAdmin
      ? 'It opens at once, with you as its moderator.'
      : 'An admin reviews every proposed circle before it opens. Once approved, you moderate it.';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} {...(description ? { description } : {})}>
        <CircleForm
          circle={circle}
          isAdmin={isAdmin}
          onCancel={onClose}
          onDone={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
