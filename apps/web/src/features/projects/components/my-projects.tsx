import { Link } from 'react-router';
import { FolderPlus } from 'lucide-react';
import { projectMessages } from '@cofound/shared/projects/projects.messages';
import { Button } from '../../../components/ui/button';
import { buttonStyles } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useMyProjects } from '../api/use-my-projects';
import { ProjectCard } from './project-card';

/** The dashboard's "Your projects": cards, more on demand, or the first-project invitation. */
export function MyProjects({ className }: { className?: string }) {
  const pages = useMyProjects();
  return (
    <section aria-labelledby="my-projects-heading" className={className}>
      <h2 id="my-projects-heading" className="mb-4 text-xl font-semibold text-slate-900">
        Your projects
      </h2>
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
          if (projects.length === 0) {
            return (
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
            );
          }
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
    </section>
  );
}
