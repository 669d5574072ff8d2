import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { toast } from '../../../components/ui/toaster';
import { useDeleteIdea } from '../api/use-delete-idea';

export const DELETE_IDEA_FAILED = 'Could not delete the idea. Please try again.';

/** Delete, after confirming: the author's idea, or any idea for an admin. */
export function DeleteIdeaButton({ idea }: { idea: Pick<Idea, 'id' | 'title'> }) {
  const remove = useDeleteIdea();
  return (
    <ConfirmDeleteButton
      trigger={{ variant: 'ghost', size: 'sm', 'aria-label': `Delete ${idea.title}` }}
      title="Delete idea?"
      description={ideaMessages.deleteConfirm}
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(idea.id, {
          onSuccess: () => {
            close();
            toast.success(ideaMessages.deleted);
          },
          onError: () => toast.error(DELETE_IDEA_FAILED),
        })
      }
    />
  );
}
