import { Card } from '../../../components/ui/card';
import { EmailDigestSetting } from '../../../features/notifications/index';
import { BlockedMembersList } from '../../../features/safety/index';

/** Under the profile editor: the mail digest and the members I blocked. */
export function PrivacySettingsCard() {
  return (
    <Card aria-labelledby="privacy-settings-heading" role="region" className="mt-8 space-y-8">
      <h2 id="privacy-settings-heading" className="text-xl font-semibold text-slate-900">
        Privacy and notifications
      </h2>
      <EmailDigestSetting />
      <section aria-labelledby="blocked-members-heading" className="space-y-3">
        <h3 id="blocked-members-heading" className="text-sm font-medium text-slate-800">
          Blocked members
        </h3>
        <BlockedMembersList />
      </section>
    </Card>
  );
}
