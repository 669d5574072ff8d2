import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Lightbulb } from 'lucide-react';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import { buttonStyles } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError, LoadingRows } from '../../../components/ui/query-state';
import { isApiError } from '../../../lib/api-error';
import { ProjectForm } from '../../projects/index';
import { useIdea } from '../api/use-idea';
import { projectFormValuesFromIdea } from '../model/idea-project-form';

export const NOT_YOUR_IDEA = "Only the idea's author can start a project from it.";
export const IDEA_LOAD_FAILED = 'Failed to load the idea. Please try again.';

/** 'Idea not found', or someone else's idea: say so, with the way back to the board. */
function Unavailable({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} · Cofound`}</title>
      <h1 className="sr-only">{title}</h1>
      <EmptyState
        icon={Lightbulb}
        title={title}
        description={description}
        action={
          <Link to="/ideas" className={buttonStyles()}>
            Back to ideas
          </Link>
        }
      />
    </>
  );
}

/** /ideas/:id/project: the New Project form, filled in from the author's idea. */
export function IdeaProjectPage() {
  const { id = '' } = useParams();
  const query = useIdea(id);
  const idea = query.data;
  const initialValues = useMemo(() => idea && projectFormValuesFromIdea(idea), [idea]);

  if (query.isPending) {
    return <LoadingRows label="Loading your idea…" rows={3} rowClassName="h-32" />;
  }
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 404 || status === 400) {
      return (
        <Unavailable
          title={ideaMessages.notFound}
          description="This idea does not exist or is no longer available."
        />
      );
    }
    return (
      <>
        <h1 className="sr-only">New Project</h1>
        <LoadError message={IDEA_LOAD_FAILED} onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (!query.data.viewerIsAuthor) {
    return <Unavailable title="This is not your idea" description={NOT_YOUR_IDEA} />;
  }
  return (
    <>
      <PageHeader title="New Project" description={`From your idea '${query.data.title}'`} />
      <ProjectForm initialValues={initialValues} />
    </>
  );
}
