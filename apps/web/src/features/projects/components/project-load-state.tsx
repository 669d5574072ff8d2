import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FolderX } from 'lucide-react';
import { projectMessages } from '@cofound/shared/projects/projects.messages';
import type { Project } from '@cofound/shared/projects/projects.schemas';
import { buttonStyles } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, LoadingRows } from '../../../components/ui/query-state';
import { isApiError } from '../../../lib/api-error';
import type { useProject } from '../api/use-project';

/**
 * A project page's loading, 'Project not found' (also for an id that is not one, or a project
 * the viewer may not see) and failure states; the children once the project is there.
 */
export function ProjectLoadState({
  query,
  children,
}: {
  query: ReturnType<typeof useProject>;
  children: (project: Project) => ReactNode;
}) {
  if (query.isPending) {
    return <LoadingRows label="Loading the project…" rows={3} rowClassName="h-40" />;
  }
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 404 || status === 400) {
      const title = status === 400 ? projectMessages.invalidId : projectMessages.notFound;
      return (
        <>
          <title>{`${title} · Cofound`}</title>
          <h1 className="sr-only">{title}</h1>
          <EmptyState
            icon={FolderX}
            title={title}
            description="This project does not exist or is no longer available."
            action={
              <Link to="/dashboard" className={buttonStyles()}>
                Back to the dashboard
              </Link>
            }
          />
        </>
      );
    }
    return (
      <>
        <h1 className="sr-only">Project</h1>
        <LoadError message={projectMessages.loadFailed} onRetry={() => void query.refetch()} />
      </>
    );
  }
  return <>{children(query.data)}</>;
}
