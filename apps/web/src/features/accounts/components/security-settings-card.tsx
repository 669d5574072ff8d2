import { Card } from '../../../components/ui/card';
import { ChangePasswordForm } from './change-password-form';
import { SessionList } from './session-list';

/** On the member's own profile: their password and the browsers they are signed in on. */
export function SecuritySettingsCard() {
  return (
    <Card aria-labelledby="security-settings-heading" role="region" className="mt-8 space-y-8">
      <h2 id="security-settings-heading" className="text-xl font-semibold text-slate-900">
        Sign-in and security
      </h2>
      <section aria-labelledby="sessions-heading" className="space-y-3">
        <h3 id="sessions-heading" className="text-sm font-medium text-slate-800">
          Where you are signed in
        </h3>
        <SessionList />
      </section>
      <ChangePasswordForm />
    </Card>
  );
}
