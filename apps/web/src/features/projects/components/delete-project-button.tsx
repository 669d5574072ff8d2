import { useNavigate } from 'react-router';
import { projectMessages } from '@cofound/shared/projects/projects.messages';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/api-error';
import { useDeleteProject } from '../api/use-delete-project';

/** Delete, after the confirmation; back to the dashboard once it is gone. */
export function DeleteProjectButton({ projectId }: { projectId: string }) {
  const remove = useDeleteProject();
  const navigate = useNavigate();
  return (
    <ConfirmDeleteButton
      trigger={{ variant: 'secondary' }}
      title="Delete this project?"
      description={projectMessages.deleteConfirm}
      confirmLabel="Delete Project"
      pending={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(projectId, {
          onSuccess: () => {
            close();
            toast.success(projectMessages.deleted);
            void navigate('/dashboard');
          },
          onError: (error) => {
            close();
            toast.error(failureMessage(error, projectMessages.deleteFailed));
          },
        })
      }
    />
  );
}
