import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FolderPlus } from 'lucide-react';
import { projectMessages } from '@cofound/shared/projects/projects.messages';
import { Button } from '../../../components/ui/button';
import { buttonStyles } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useMyProjects } from '../api/use-my-projects';
import { ProjectCard } from './project-card';

/** Cards of one list of projects, with more on demand; `empty` when there are none. */
function ProjectCards({ scope, empty }: { scope: 'owned' | 'joined'; empty: () => ReactNode }) {
  const pages = useMyProjects(scope);
  return (
    <QueryState
      query={pages}
      loading={{
        label: 'Loading your projects…',
        rows: 2,
        rowClassName: 'h-32',
        className: 'grid gap-4 sm:grid-cols-2',
      }}
      errorMessage={projectMessages.listFailed}
    >
      {(data) => {
        const projects = data.pages.flatMap((page) => page.items);
        if (projects.length === 0) return empty();
        return (
          <>
            <ul className="grid gap-4 sm:grid-cols-2">
              {projects.map((project) => (
                <li key={project.id} className="min-w-0">
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
            {pages.hasNextPage && (
              <Button
                variant="secondary"
                className="mt-4"
                loading={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                Show more projects
              </Button>
            )}
          </>
        );
      }}
    </QueryState>
  );
}

/** The dashboard's projects: the member's own (or the first-project invitation), then the teams they joined. */
export function MyProjects({ className }: { className?: string }) {
  return (
    <section aria-labelledby="my-projects-heading" className={className}>
      <h2 id="my-projects-heading" className="mb-4 text-xl font-semibold text-slate-900">
        Your projects
      </h2>
      <ProjectCards
        scope="owned"
        empty={() => (
          <EmptyState
            icon={FolderPlus}
            title={projectMessages.noProjects}
            description="List the startup you are building, then find the people to build it with."
            action={
              <Link to="/projects/new" className={buttonStyles()}>
                {projectMessages.createFirst}
              </Link>
            }
          />
        )}
      />
      <JoinedTeams />
    </section>
  );
}

/** The teams the member joined; nothing at all while there are none. */
function JoinedTeams() {
  const joined = useMyProjects('joined');
  if (!joined.data?.pages.some((page) => page.items.length > 0)) return null;
  return (
    <div className="mt-8">
      <h3 className="mb-4 text-lg font-semibold text-slate-900">Teams you joined</h3>
      <ProjectCards scope="joined" empty={() => null} />
    </div>
  );
}
