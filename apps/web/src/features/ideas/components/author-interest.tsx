import { Link } from 'react-router';
import { Rocket, Users } from 'lucide-react';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { Button } from '../../../components/ui/button';
import { buttonStyles } from '../../../components/ui/button-styles';
import { interestedText } from './interest-button';

type AuthorInterestProps = {
  idea: Pick<Idea, 'id' | 'title' | 'interestedCount'>;
  onOpenInterested: () => void;
};

/** On the author's own card: who is interested in building it, and Start a project. */
export function AuthorInterest({ idea, onOpenInterested }: AuthorInterestProps) {
  const count = interestedText(idea.interestedCount);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${count} in building ${idea.title}`}
        onClick={onOpenInterested}
      >
        <Users aria-hidden="true" className="size-4" />
        {count}
      </Button>
      <Link
        to={`/ideas/${idea.id}/project`}
        aria-label={`Start a project from ${idea.title}`}
        className={buttonStyles({ variant: 'secondary', size: 'sm' })}
      >
        <Rocket aria-hidden="true" className="size-4" />
        Start a project
      </Link>
    </>
  );
}
