import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { useDeleteIdea } from '../api/use-delete-idea';

export const DELETE_IDEA_FAILED = 'Could not delete the idea. Please try again.';

/** Delete, after confirming: the author's idea, or any idea for an admin. */
export function DeleteIdeaButton({ idea }: { idea: Pick<Idea, 'id' | 'title'> }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteIdea();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete ${idea.title}`}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete idea?"
        description={ideaMessages.deleteConfirm}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(idea.id, {
            onSuccess: () => {
              setOpen(false);
              toast.success(ideaMessages.deleted);
            },
            onError: () => toast.error(DELETE_IDEA_FAILED),
          })
        }
      />
    </>
  );
}
