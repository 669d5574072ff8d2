import { Link } from 'react-router';
import { Check, X } from 'lucide-react';
import { circleMessages } from '@cofound/shared/circles/circles.messages';
import type { CircleReviewDecision } from '@cofound/shared/circles/circles.options';
import type { Circle } from '@cofound/shared/circles/circles.schemas';
import { Button } from '../../../components/ui/button';
import { surfaceStyles } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toaster';
import { failureMessage, isApiError } from '../../../lib/api-error';
import { useCircleProposals } from '../api/use-circle-proposals';
import { useReviewCircle } from '../api/use-review-circle';
import { CircleAvatar } from './circle-avatar';
import { IndustryBadge, PrivateBadge, StatusBadge } from './circle-badges';

export const REVIEW_FAILED = 'Could not save the review. Please try again.';

type ProposalsSectionProps = { viewerId: string; isAdmin: boolean };

/**
 * Proposed circles above the grid: a member's own (waiting or declined), or for an admin every
 * one waiting for review, with Approve and Decline. Nothing while there are none.
 */
export function ProposalsSection({ viewerId, isAdmin }: ProposalsSectionProps) {
  const proposals = useCircleProposals(viewerId);
  const review = useReviewCircle();
  const items = proposals.data?.items ?? [];
  if (items.length === 0) return null;

  const decide = (circle: Circle, decision: CircleReviewDecision) =>
    review.mutate(
      { circleId: circle.id, decision },
      {
        onSuccess: () =>
          toast.success(decision === 'approve' ? circleMessages.approved : circleMessages.declined),
        onError: (error) =>
          toast.error(
            isApiError(error) && error.code === 'CONFLICT'
              ? circleMessages.notProposed
              : failureMessage(error, REVIEW_FAILED),
          ),
      },
    );
  const busy = (circleId: string, decision: CircleReviewDecision) =>
    review.isPending &&
    review.variables?.circleId === circleId &&
    review.variables.decision === decision;

  const title = isAdmin ? 'Waiting for review' : 'Your proposals';
  return (
    <section
      aria-labelledby="circle-proposals-heading"
      className={surfaceStyles('comfortable', 'mb-8')}
    >
      <h2 id="circle-proposals-heading" className="text-base font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-600">({items.length})</span>
      </h2>
      {!isAdmin && (
        <p className="mt-1 text-sm text-slate-600">
          Only you and the admins see these until an admin approves them.
        </p>
      )}
      <ul aria-label={title} className="mt-3 divide-y divide-slate-100">
        {items.map((circle) => (
          <li key={circle.id} className="flex flex-wrap items-center gap-3 py-3">
            <CircleAvatar
              name={circle.name}
              industry={circle.industry}
              imageUrl={circle.imageUrl}
            />
            <div className="min-w-0 flex-1 basis-48">
              <Link
                to={`/circles/${circle.id}`}
                className="font-medium break-words text-slate-900 hover:text-brand-700 hover:underline"
              >
                {circle.name}
              </Link>
              <div className="mt-1 flex flex-wrap gap-1.5">
                <IndustryBadge industry={circle.industry} />
                {circle.isPrivate && <PrivateBadge />}
                {!isAdmin && <StatusBadge status={circle.status} />}
              </div>
              <p className="mt-1 line-clamp-2 text-sm text-slate-600">{circle.description}</p>
            </div>
            {isAdmin && circle.status === 'proposed' && (
              <div className="flex gap-2">
                <Button
                  size="sm"
                  aria-label={`Approve ${circle.name}`}
                  loading={busy(circle.id, 'approve')}
                  disabled={review.isPending}
                  onClick={() => decide(circle, 'approve')}
                >
                  <Check aria-hidden="true" className="size-4" />
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Decline ${circle.name}`}
                  loading={busy(circle.id, 'decline')}
                  disabled={review.isPending}
                  onClick={() => decide(circle, 'decline')}
                >
                  <X aria-hidden="true" className="size-4" />
                  Decline
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
