import { CheckInCard } from '../../../features/check-in/index';
import { SavedList } from '../../../features/matching/index';
import { TeamInvitationsPanel } from '../../../features/projects/index';
import { ReferralCard } from '../../../features/referrals/index';
import { TopFoundersBoard } from '../../../features/reputation/index';
import { UpcomingCalls } from '../../../features/video-calls/index';

/**
 * The dashboard's side column: invitations, calls, the engagement cards and Saved. Its code loads
 * when it comes near the screen (beside the deck on wide screens, after it on phones).
 */
export function DashboardSideColumn() {
  return (
    <div className="flex flex-col gap-8">
      <TeamInvitationsPanel />
      <UpcomingCalls />
      <CheckInCard />
      <SavedList />
      <TopFoundersBoard />
      <ReferralCard />
    </div>
  );
}
