import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import { projectMessages } from '@cofound/shared/projects/projects.messages';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/api-error';
import { useDeleteProject } from '../api/use-delete-project';

/** Delete, after the confirmation; back to the dashboard once it is gone. */
export function DeleteProjectButton({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteProject();
  const navigate = useNavigate();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this project?"
        description={projectMessages.deleteConfirm}
        confirmLabel="Delete Project"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(projectId, {
            onSuccess: () => {
              setOpen(false);
              toast.success(projectMessages.deleted);
              void navigate('/dashboard');
            },
            onError: (error) => {
              setOpen(false);
              toast.error(failureMessage(error, projectMessages.deleteFailed));
            },
          })
        }
      />
    </>
  );
}
