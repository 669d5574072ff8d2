import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { LoadError, LoadingRows } from '../../../components/ui/query-state';
import { useMyProjects } from '../../projects/index';
import { useInterestedMembers } from '../api/use-interested-members';
import { InterestedMemberItem } from './interested-member-item';

type InterestedMembersDialogProps = {
  idea: Pick<Idea, 'id' | 'title'>;
  onClose: () => void;
};

/**
 * The author's list of members interested in building the idea, newest first: connect with
 * them, or invite them to one of the author's projects.
 */
export function InterestedMembersDialog({ idea, onClose }: InterestedMembersDialogProps) {
  const members = useInterestedMembers(idea.id);
  const myProjects = useMyProjects('owned');
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];
  const projects = myProjects.isSuccess
    ? myProjects.data.pages.flatMap((page) => page.items)
    : undefined;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Interested in ${idea.title}`}
        description="Members who would like to build this idea. Connect with them or invite them to your team."
      >
        <div className="space-y-4">
          {members.isPending ? (
            <LoadingRows label="Loading interested members…" rows={3} rowClassName="h-24" />
          ) : members.isError && items.length === 0 ? (
            <LoadError
              message={ideaMessages.interestedFailed}
              onRetry={() => void members.refetch()}
            />
          ) : items.length === 0 ? (
            <p className="text-sm text-slate-600">{ideaMessages.noInterested}</p>
          ) : (
            <ul aria-label="Interested members" className="divide-y divide-slate-100">
              {items.map((item) => (
                <InterestedMemberItem
                  key={item.member.profileId}
                  item={item}
                  ideaId={idea.id}
                  projects={projects}
                />
              ))}
            </ul>
          )}
          {members.hasNextPage && (
            <Button
              variant="secondary"
              size="sm"
              loading={members.isFetchingNextPage}
              onClick={() => void members.fetchNextPage()}
            >
              Load more
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
