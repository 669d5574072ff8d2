import { Link } from 'react-router';
import { projectMessages as m } from '@cofound/shared/projects/projects.messages';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { Button } from '../../../components/ui/button';
import { surfaceStyles } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/api-error';
import { useAnswerInvitation } from '../api/use-team-change';
import { useTeamInvitations } from '../api/use-team-invitations';
import { useTeamsLive } from '../api/use-teams-live';

/** The dashboard's team invitations and join requests to answer; nothing when there are none. */
export function TeamInvitationsPanel({ className }: { className?: string }) {
  const invitations = useTeamInvitations();
  const answer = useAnswerInvitation();
  useTeamsLive();
  if (invitations.isSuccess && invitations.data.items.length === 0) return null;
  return (
    <section
      aria-labelledby="team-invitations-heading"
      className={surfaceStyles('comfortable', className)}
    >
      <h2 id="team-invitations-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Team invitations
      </h2>
      <QueryState
        query={invitations}
        loading={{ label: 'Loading team invitations…', rows: 1 }}
        errorMessage={m.invitationsFailed}
      >
        {({ items }) => (
          <ul className="divide-y divide-slate-100">
            {items.map((item) => (
              <li key={item.id} className="flex min-w-0 flex-wrap items-center gap-3 py-3">
                <MemberAvatar
                  name={item.from.name}
                  imageUrl={item.from.imageUrl}
                  size="sm"
                  decorative
                />
                <p className="min-w-0 flex-1 basis-48 text-sm text-slate-800">
                  <strong className="font-semibold">{item.from.name}</strong>{' '}
                  {item.kind === 'invite' ? 'invited you to join' : 'asks to join'}{' '}
                  <Link
                    to={`/projects/${item.project.id}`}
                    className="font-semibold text-brand-700 hover:underline hover:underline-offset-4"
                  >
                    {item.project.title}
                  </Link>
                </p>
                <div className="flex gap-2">
                  {(['accept', 'decline'] as const).map((kind) => (
                    <Button
                      key={kind}
                      size="sm"
                      variant={kind === 'accept' ? 'primary' : 'secondary'}
                      loading={
                        answer.isPending &&
                        answer.variables.invitationId === item.id &&
                        answer.variables.answer === kind
                      }
                      onClick={() =>
                        answer.mutate(
                          { invitationId: item.id, projectId: item.project.id, answer: kind },
                          {
                            onSuccess: () =>
                              toast.success(
                                kind === 'decline'
                                  ? m.declined
                                  : item.kind === 'invite'
                                    ? m.joined
                                    : m.memberAdded,
                              ),
                            onError: (error) => toast.error(failureMessage(error, m.answerFailed)),
                          },
                        )
                      }
                    >
                      {kind === 'accept' ? 'Accept' : 'Decline'}
                    </Button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
