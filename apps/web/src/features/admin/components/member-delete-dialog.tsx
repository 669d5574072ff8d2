import { useState } from 'react';
import {
  accountDeletionMessages as m,
  type AdminDeletionPlan,
} from '@cofound/shared/account-deletion/account-deletion.schemas';
import {
  projectChoiceOptions,
  projectChoicesOf,
  REMOVE_PROJECT,
} from '@cofound/shared/account-deletion/project-choices';
import type { AdminMember } from '@cofound/shared/admin/admin-members.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { QueryState } from '../../../components/ui/query-state';
import { Select } from '../../../components/ui/select';
import { useSession } from '../../session/index';
import { useAdminDeletionPlan } from '../api/use-admin-deletion-plan';
import { useDeleteMember } from '../api/use-delete-member';
import { changeErrorMessage } from '../model/change-error';

type DeletableMember = Pick<AdminMember, 'userId' | 'name' | 'role'>;

/** What deleting the account does, as the admin reads it before confirming. */
const consequences = [
  'Every session ends at once.',
  'Their profile, likes and passes, saved profiles, pictures and pitch are deleted.',
  'Messages they sent stay with the other person, from “Deleted member”.',
  'Their referral link stops working.',
  'Their email address can sign up again.',
] as const;

/**
 * 'Delete account' on a member's page, behind its dialog. Admin accounts cannot be deleted (the
 * role comes off first) and an admin deletes their own account from their profile, so neither
 * gets the button.
 */
export function MemberDeleteAction({ member }: { member: DeletableMember }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user || user.id === member.userId || member.role === 'admin') return null;
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete account
        <span className="sr-only">{` of ${member.name}`}</span>
      </Button>
      {open && <MemberDeleteDialog member={member} onClose={() => setOpen(false)} />}
    </>
  );
}

type MemberDeleteDialogProps = {
  member: Pick<AdminMember, 'userId' | 'name'>;
  onClose: () => void;
};

/** What deleting the account does, a choice per project, the failure, Cancel and go. */
export function MemberDeleteDialog({ member, onClose }: MemberDeleteDialogProps) {
  const plan = useAdminDeletionPlan(member.userId, true);
  const remove = useDeleteMember(member);
  const [picked, setPicked] = useState<Record<string, string>>({});
  const failure = remove.isError
    ? changeErrorMessage(remove.error, m.deleteFailed, m.memberNotFound)
    : null;

  const confirm = () => {
    if (!plan.data || remove.isPending) return;
    remove.mutate(projectChoicesOf(plan.data.projects, picked));
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent
        title={`Delete ${member.name}'s account?`}
        description="This cannot be undone."
      >
        <form
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <ul aria-label="What happens" className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {consequences.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <QueryState
            query={plan}
            loading={{ label: 'Loading their projects…', rows: 1, rowClassName: 'h-16' }}
            errorMessage="Could not load their projects."
          >
            {(data) => (
              <ProjectChoices
                plan={data}
                picked={picked}
                onPick={(projectId, value) => setPicked({ ...picked, [projectId]: value })}
              />
            )}
          </QueryState>
          {failure && <Alert>{failure}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={!plan.data} loading={remove.isPending}>
              Delete account
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type ProjectChoicesProps = {
  plan: AdminDeletionPlan;
  picked: Readonly<Record<string, string>>;
  onPick: (projectId: string, value: string) => void;
};

/** A select per project the member owns: delete it, or hand it to someone on its team. */
function ProjectChoices({ plan, picked, onPick }: ProjectChoicesProps) {
  if (plan.projects.length === 0) {
    return <p className="text-sm text-slate-700">They own no projects.</p>;
  }
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium text-slate-900">Their projects</legend>
      {plan.projects.map((project) => (
        <Select
          key={project.id}
          label={`What happens to ${project.title}`}
          value={picked[project.id] ?? REMOVE_PROJECT}
          onChange={(event) => onPick(project.id, event.target.value)}
          options={projectChoiceOptions(project)}
        />
      ))}
    </fieldset>
  );
}
