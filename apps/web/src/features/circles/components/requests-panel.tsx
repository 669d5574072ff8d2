import { Link } from 'react-router';
import { Check, X } from 'lucide-react';
import { circleMessages } from '@cofound/shared/circles/circles.messages';
import type { Circle, CircleJoinRequest } from '@cofound/shared/circles/circles.schemas';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { Button } from '../../../components/ui/button';
import { surfaceStyles } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/query-state';
import { toast } from '../../../components/ui/toaster';
import { failureMessage, isApiError } from '../../../lib/api-error';
import { useAnswerRequest, type RequestAnswer } from '../api/use-answer-request';
import { useCircleRequests } from '../api/use-circle-requests';
import { formatPostDate, formatPostDateTime } from '../model/format-post-date';

export const REQUESTS_FAILED = 'Failed to load the requests to join. Please try again.';
export const ANSWER_FAILED = 'Could not answer the request. Please try again.';

/**
 * Requests to join a private circle, oldest first, for its moderators: Accept or Decline each.
 * Hidden while there are none.
 */
export function RequestsPanel({ circle }: { circle: Pick<Circle, 'id' | 'name'> }) {
  const requests = useCircleRequests(circle.id, true);
  const answer = useAnswerRequest(circle.id);
  const items = requests.data?.pages.flatMap((page) => page.items) ?? [];

  if (requests.isPending) return null;
  if (requests.isError && items.length === 0) {
    return <LoadError message={REQUESTS_FAILED} onRetry={() => void requests.refetch()} />;
  }
  if (items.length === 0) return null;

  const decide = (change: RequestAnswer) =>
    answer.mutate(change, {
      onSuccess: () =>
        toast.success(
          change.accept ? circleMessages.requestAccepted : circleMessages.requestDeclined,
        ),
      onError: (error) =>
        toast.error(
          isApiError(error) && error.status === 404
            ? circleMessages.requestNotFound
            : isApiError(error) && error.status === 403
              ? circleMessages.notModerator
              : failureMessage(error, ANSWER_FAILED),
        ),
    });
  const busy = (profileId: string, accept: boolean) =>
    answer.isPending &&
    answer.variables?.profileId === profileId &&
    answer.variables.accept === accept;
  const count = `${items.length}${requests.hasNextPage ? '+' : ''}`;

  return (
    <section
      aria-labelledby="circle-requests-heading"
      className={surfaceStyles('comfortable', 'border-amber-200 bg-amber-50/40')}
    >
      <h2 id="circle-requests-heading" className="text-base font-semibold text-slate-900">
        Requests to join <span className="font-normal text-slate-600">({count})</span>
      </h2>
      <ul aria-label="Requests to join" className="mt-2 divide-y divide-amber-100">
        {items.map((request) => (
          <RequestRow
            key={request.member.profileId}
            request={request}
            disabled={answer.isPending}
            busy={busy}
            onDecide={(accept) => decide({ profileId: request.member.profileId, accept })}
          />
        ))}
      </ul>
      {requests.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          loading={requests.isFetchingNextPage}
          onClick={() => void requests.fetchNextPage()}
        >
          Load more requests
        </Button>
      )}
    </section>
  );
}

type RequestRowProps = {
  request: CircleJoinRequest;
  disabled: boolean;
  busy: (profileId: string, accept: boolean) => boolean;
  onDecide: (accept: boolean) => void;
};

function RequestRow({ request, disabled, busy, onDecide }: RequestRowProps) {
  const { member } = request;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <MemberAvatar name={member.name} imageUrl={member.imageUrl} size="sm" decorative lazy />
      <div className="min-w-0 flex-1 basis-40">
        <Link
          to={`/profile/${member.profileId}`}
          className="text-sm font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
        >
          {member.name}
        </Link>
        <p className="truncate text-sm text-slate-600">
          {member.title ? `${member.title} · ` : ''}
          <time dateTime={request.requestedAt} title={formatPostDateTime(request.requestedAt)}>
            asked {formatPostDate(request.requestedAt)}
          </time>
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          aria-label={`Accept ${member.name}`}
          loading={busy(member.profileId, true)}
          disabled={disabled}
          onClick={() => onDecide(true)}
        >
          <Check aria-hidden="true" className="size-4" />
          Accept
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Decline ${member.name}`}
          loading={busy(member.profileId, false)}
          disabled={disabled}
          onClick={() => onDecide(false)}
        >
          <X aria-hidden="true" className="size-4" />
          Decline
        </Button>
      </div>
    </li>
  );
}
