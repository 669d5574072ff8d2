import { useState } from 'react';
import { MailPlus, UserMinus } from 'lucide-react';
import { projectMessages as m } from '@cofound/shared/projects/projects.messages';
import type { Project, TeamMember } from '@cofound/shared/projects/projects.schemas';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/api-error';
import { useSession } from '../../session/index';
import { useAnswerInvitation, useRemoveMember, useRequestToJoin } from '../api/use-team-change';
import { TeamList } from './team-list';

/** The viewer's own waiting invitation (answer it) or join request (withdraw it), or Ask to join. */
function ViewerPlace({ project }: { project: Project }) {
  const answer = useAnswerInvitation();
  const ask = useRequestToJoin(project.id);
  const invitation = project.viewerInvitation;
  const run = (kind: 'accept' | 'decline' | 'withdraw', done: string) =>
    invitation &&
    answer.mutate(
      { invitationId: invitation.id, projectId: project.id, answer: kind },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error(failureMessage(error, m.answerFailed)),
      },
    );
  if (project.viewerCanEdit || project.viewerIsMember) return null;
  if (invitation?.kind === 'invite') {
    return (
      <Alert tone="info">
        <p>{project.owner.name} invited you to join this team.</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" loading={answer.isPending} onClick={() => run('accept', m.joined)}>
            Accept
          </Button>
          <Button size="sm" variant="secondary" onClick={() => run('decline', m.declined)}>
            Decline
          </Button>
        </div>
      </Alert>
    );
  }
  if (invitation?.kind === 'request') {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>Your request to join is waiting for {project.owner.name}.</span>
        <Button size="sm" variant="secondary" onClick={() => run('withdraw', m.withdrawn)}>
          Withdraw request
        </Button>
      </div>
    );
  }
  return (
    <Button
      variant="secondary"
      loading={ask.isPending}
      onClick={() =>
        ask.mutate(undefined, {
          onSuccess: () => toast.success(m.requested),
          onError: (error) => toast.error(failureMessage(error, m.answerFailed)),
        })
      }
    >
      <MailPlus aria-hidden="true" className="size-4" />
      Ask to join
    </Button>
  );
}

/** Invitations and requests waiting on the project, for its owner: withdraw or answer. */
function PendingList({ project }: { project: Project }) {
  const answer = useAnswerInvitation();
  if (project.pending.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-700">Waiting for an answer</h3>
      <ul aria-label="Waiting for an answer" className="divide-y divide-slate-100">
        {project.pending.map((pending) => (
          <li key={pending.id} className="flex min-w-0 flex-wrap items-center gap-3 py-2">
            <MemberAvatar
              name={pending.member.name}
              imageUrl={pending.member.imageUrl}
              size="sm"
              decorative
            />
            <span className="min-w-0 flex-1 truncate text-sm text-slate-800">
              {pending.member.name}{' '}
              <span className="text-slate-500">
                {pending.kind === 'invite' ? '· invited' : '· asks to join'}
              </span>
            </span>
            {pending.kind === 'request' && (
              <Button
                size="sm"
                onClick={() =>
                  answer.mutate(
                    { invitationId: pending.id, projectId: project.id, answer: 'accept' },
                    { onSuccess: () => toast.success(m.memberAdded) },
                  )
                }
              >
                Accept
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                answer.mutate({
                  invitationId: pending.id,
                  projectId: project.id,
                  answer: pending.kind === 'request' ? 'decline' : 'withdraw',
                })
              }
            >
              {pending.kind === 'request' ? 'Decline' : 'Withdraw'}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The current team, with remove (owner) and leave (member), and the viewer's way onto it. */
export function TeamSection({ project }: { project: Project }) {
  const { user } = useSession();
  const remove = useRemoveMember(project.id);
  const [leaving, setLeaving] = useState<TeamMember | null>(null);
  const isSelf = (member: TeamMember) => member.profileId === user?.profileId;
  return (
    <div className="space-y-4">
      <TeamList
        members={project.team.members}
        action={(member) =>
          member.role === 'member' && (project.viewerCanEdit || isSelf(member)) ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={isSelf(member) ? 'Leave the team' : `Remove ${member.name}`}
              onClick={() => setLeaving(member)}
            >
              <UserMinus aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">{isSelf(member) ? 'Leave' : 'Remove'}</span>
            </Button>
          ) : null
        }
      />
      <PendingList project={project} />
      <ViewerPlace project={project} />
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={leaving && isSelf(leaving) ? 'Leave this team?' : `Remove ${leaving?.name ?? ''}?`}
        description={
          leaving && isSelf(leaving)
            ? 'You can ask to join again later.'
            : 'They can be invited again later.'
        }
        confirmLabel={leaving && isSelf(leaving) ? 'Leave Team' : 'Remove'}
        pending={remove.isPending}
        onConfirm={() =>
          leaving &&
          remove.mutate(leaving.profileId, {
            onSuccess: () => {
              toast.success(isSelf(leaving) ? m.left : m.memberRemoved);
              setLeaving(null);
            },
            onError: (error) => {
              toast.error(failureMessage(error, m.removeFailed));
              setLeaving(null);
            },
          })
        }
      />
    </div>
  );
}
