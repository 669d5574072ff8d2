import { Link, useLocation, useParams } from 'react-router';
import { Lock, UserX } from 'lucide-react';
import { activePlan, planLabels } from '@cofound/shared/billing/plan';
import { profileMessages } from '@cofound/shared/profiles/profiles.messages';
import { Alert } from '../../components/ui/alert';
import { buttonStyles } from '../../components/ui/button-styles';
import { EmptyState } from '../../components/ui/empty-state';
import { isApiError } from '../../lib/api-error';
import { authPathWithReturn } from '../../lib/return-path';
import {
  useProfile,
  ProfileDetails,
  ProfileLoadError,
  ProfileSkeleton,
} from '../../features/profiles/index';
import { ConnectButton, ProfileMutualConnections } from '../../features/connections/index';
import { ReputationPanel } from '../../features/reputation/index';
import { ProfileSafetyMenu } from '../../features/safety/index';
import { SuccessPredictionPanel } from '../../features/success-prediction/index';
import { useSession } from '../../features/session/index';
import { ScheduleCallButton } from '../../features/video-calls/index';

/** /profile/{id}: another member's profile (public fields; the owner and admins see more). */
/** The plan in force, for the admin's view (an ended plan keeps its flag with a past end). */
function adminPlanNote(profile: {
  isPremium?: boolean;
  premiumUntil?: string | null;
  currentPlanId?: string | null;
}): string {
  const fields = {
    isPremium: profile.isPremium ?? false,
    premiumUntil: profile.premiumUntil ? new Date(profile.premiumUntil) : null,
    currentPlanId: profile.currentPlanId ?? null,
  };
  const plan = activePlan(fields, new Date());
  return plan === 'free' ? ' · plan Free' : ` · plan ${planLabels[plan]}`;
}

export function MemberProfilePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const query = useProfile(id);
  const { user } = useSession();

  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 404) {
      return (
        <>
          <title>{`${profileMessages.notFound} · Cofound`}</title>
          <h1 className="sr-only">{profileMessages.notFound}</h1>
          <EmptyState
            icon={UserX}
            title={profileMessages.notFound}
            description="This profile does not exist or is no longer available."
            action={
              <Link to="/discover" className={buttonStyles()}>
                Discover co-founders
              </Link>
            }
          />
        </>
      );
    }
    if (status === 401) {
      const from = `${location.pathname}${location.search}`;
      return (
        <>
          <title>Sign in to see this profile · Cofound</title>
          <h1 className="sr-only">Members-only profile</h1>
          <EmptyState
            icon={Lock}
            title={profileMessages.signInToView}
            description="This founder shares their profile with Cofound members only."
            action={
              <Link
                to={authPathWithReturn('/signin', from)}
                state={{ from }}
                className={buttonStyles()}
              >
                Sign in
              </Link>
            }
          />
        </>
      );
    }
    return (
      <>
        <h1 className="sr-only">Founder Profile</h1>
        <ProfileLoadError onRetry={() => void query.refetch()} />
      </>
    );
  }

  const { view, profile, connectionState } = query.data;
  const isOwn = view === 'own';
  return (
    <div className="space-y-4">
      {view === 'admin' && (
        <Alert tone="info">
          Admin view: {'email' in profile ? profile.email : ''} · status {profile.status}
          {adminPlanNote(profile)}
        </Alert>
      )}
      <ProfileDetails
        profile={profile}
        actions={
          isOwn ? (
            <Link to="/profile" className={buttonStyles({ variant: 'secondary' })}>
              Edit profile
            </Link>
          ) : (
            <>
              <ProfileMutualConnections
                profileId={profile.id}
                className="w-full justify-center pb-1 sm:justify-start"
              />
              <ConnectButton
                profileId={profile.id}
                state={connectionState}
                profileName={profile.name}
                resumeIntent
              />
              {connectionState === 'connected' && (
                <ScheduleCallButton profileId={profile.id} name={profile.name} />
              )}
              <ProfileSafetyMenu profileId={profile.id} name={profile.name} />
            </>
          )
        }
        aside={
          <>
            {user && view === 'public' && <SuccessPredictionPanel profileId={profile.id} />}
            <ReputationPanel profileId={profile.id} skills={profile.skills} canEndorse={!isOwn} />
          </>
        }
      />
    </div>
  );
}
