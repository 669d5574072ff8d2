import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Lock, Pencil } from 'lucide-react';
import { circleMessages } from '@cofound/shared/circles/circles.messages';
import type { Circle } from '@cofound/shared/circles/circles.schemas';
import { Button } from '../../../components/ui/button';
import { surfaceStyles } from '../../../components/ui/card';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/api-error';
import { useSession } from '../../session/index';
import { useCircle } from '../api/use-circle';
import { useDeleteCircle } from '../api/use-delete-circle';
import { CircleFormDialog } from '../components/circle-form-dialog';
import { CircleHeader } from '../components/circle-header';
import { CircleLoadState } from '../components/circle-load-state';
import { Discussion } from '../components/discussion';
import { MembersPanel } from '../components/members-panel';
import { MembershipAction } from '../components/membership-action';
import { RequestsPanel } from '../components/requests-panel';
import { useMembershipAction } from '../model/use-membership-action';
import { useResumeCircleIntent } from '../model/use-resume-circle-intent';

export const DELETE_CIRCLE_FAILED = 'Could not delete the circle. Please try again.';

/**
 * /circles/{id}: a circle with its members and its live discussion (docs/product.md#circles).
 * Public; a private circle shows only its header to those outside it.
 */
export function CirclePage() {
  const { id = '' } = useParams();
  const session = useSession();
  const viewerId = session.user?.id ?? null;
  const query = useCircle(id, viewerId, !session.isLoading);
  useResumeCircleIntent();
  return (
    <CircleLoadState query={query}>{(circle) => <CircleView circle={circle} />}</CircleLoadState>
  );
}

function CircleView({ circle }: { circle: Circle }) {
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const membership = useMembershipAction();
  const [editing, setEditing] = useState(false);

  const action = (
    <MembershipAction
      circle={circle}
      busy={membership.isBusy(circle.id)}
      onJoin={() => membership.join(circle)}
      onLeave={() => membership.leave(circle)}
      size="md"
    />
  );
  const canTakePart = circle.membership === 'member' || circle.membership === 'moderator';

  return (
    <>
      <CircleHeader
        circle={circle}
        action={action}
        manage={
          isAdmin && (
            <>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Button>
              <DeleteCircleButton circle={circle} />
            </>
          )
        }
      />
      {circle.viewerCanRead ? (
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-6">
            {circle.viewerCanModerate && circle.isPrivate && <RequestsPanel circle={circle} />}
            <Discussion
              circle={circle}
              viewer={{
                viewerId: user?.id ?? null,
                profileId: user?.profileId ?? null,
                canTakePart,
              }}
              joinAction={circle.status === 'active' ? action : null}
            />
          </div>
          <MembersPanel circle={circle} viewerId={user?.id ?? null} />
        </div>
      ) : (
        <div
          className={surfaceStyles(
            'comfortable',
            'flex flex-col items-center gap-3 py-10 text-center',
          )}
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-700">
            <Lock aria-hidden="true" className="size-6" />
          </span>
          <p className="max-w-md text-sm text-slate-700">{circleMessages.membersOnly}</p>
        </div>
      )}
      {editing && <CircleFormDialog circle={circle} isAdmin onClose={() => setEditing(false)} />}
    </>
  );
}

function DeleteCircleButton({ circle }: { circle: Pick<Circle, 'id' | 'name'> }) {
  const remove = useDeleteCircle();
  const navigate = useNavigate();
  return (
    <ConfirmDeleteButton
      trigger={{ variant: 'secondary', 'aria-label': `Delete ${circle.name}` }}
      title="Delete circle?"
      description={circleMessages.deleteConfirm}
      confirmLabel="Delete circle"
      pending={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(circle.id, {
          onSuccess: () => {
            close();
            toast.success(circleMessages.deleted);
            void navigate('/circles', { replace: true });
          },
          onError: (error) => toast.error(failureMessage(error, DELETE_CIRCLE_FAILED)),
        })
      }
    />
  );
}
