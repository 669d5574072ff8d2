import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonStyles } from '../../../components/ui/button-styles';
import { PageHeader } from '../../../components/ui/page-header';
import {
  useOwnProfile,
  ProfileEditorForm,
  ProfileLoadError,
  ProfileSkeleton,
} from '../../../features/profiles/index';
import { SecuritySettingsCard, VerifiedAccountsCard } from '../../../features/accounts/index';
import { DataExportCard } from '../../../features/data-export/index';
import { DeleteAccountCard } from '../../../features/account-deletion/index';
import { PrivacySettingsCard } from './privacy-settings-card';

/** /profile: the member's own profile editor (docs/product.md#editor). */
export function MyProfilePage() {
  const [searchParams] = useSearchParams();
  const profile = useOwnProfile();
  const welcome = searchParams.get('welcome') === 'true';
  const firstName = profile.data?.name.trim().split(/\s+/)[0];

  return (
    <>
      <PageHeader
        title="Your Profile"
        description="Keep your profile complete so that the right co-founders can find you and see why you fit."
        actions={
          profile.data && (
            <Link
              to={`/profile/${profile.data.id}`}
              className={buttonStyles({ variant: 'secondary' })}
            >
              View public profile
            </Link>
          )
        }
      />
      {welcome && profile.data && (
        <Alert tone="success" className="mb-6 text-base">
          <strong className="font-semibold">Welcome to Cofound, {firstName}!</strong> Complete your
          profile so the right co-founders find you.
        </Alert>
      )}
      {profile.isPending && <ProfileSkeleton label="Loading your profile…" />}
      {profile.isError && <ProfileLoadError onRetry={() => void profile.refetch()} />}
      {profile.data && (
        <>
          <ProfileEditorForm key={profile.data.id} profile={profile.data} />
          <VerifiedAccountsCard />
          <PrivacySettingsCard />
          <SecuritySettingsCard />
          <DataExportCard />
          <DeleteAccountCard />
        </>
      )}
    </>
  );
}
