import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { IdeaForm } from './idea-form';

type IdeaFormDialogProps = {
  /** The idea to edit; none to share a new one. */
  idea: Idea | undefined;
  onClose: () => void;
};

/** The Share Idea (or Edit Idea) form in a modal. */
export function IdeaFormDialog({ idea, onClose }: IdeaFormDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={idea ? 'Edit Idea' : 'Share Idea'}
        description="Every field is required."
      >
        <IdeaForm idea={idea} onDone={onClose} onCancel={onClose} />
      </DialogContent>
    </Dialog>
  );
}
