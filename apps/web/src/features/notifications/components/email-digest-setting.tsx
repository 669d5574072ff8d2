import {
  emailDigestFrequencies,
  emailDigestLabels,
  notificationMessages,
} from '@cofound/shared/notifications/notifications.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RadioCardGroup } from '../../../components/ui/choice-group';
import { toast } from '../../../components/ui/toaster';
import { useNotificationSettings } from '../api/use-notification-settings';
import { useSaveNotificationSettings } from '../api/use-save-notification-settings';
import { LoadingRows } from '../../../components/ui/query-state';

/** The mail digest of new connection requests and unread messages: off, hourly or daily. */
export function EmailDigestSetting() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();

  if (settings.isPending) {
    return <LoadingRows label="Loading notification settings…" rowClassName="h-24" />;
  }
  if (settings.isError) {
    return (
      <Alert>
        <p>Failed to load notification settings.</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => void settings.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <RadioCardGroup
      legend="Email digest"
      hint="A summary of new connection requests and unread messages, at most once per period."
      name="email-digest"
      options={emailDigestFrequencies}
      labels={emailDigestLabels}
      columns={3}
      value={settings.data.emailDigest}
      onChange={(emailDigest) =>
        save.mutate(
          { emailDigest },
          {
            onSuccess: () => toast.success(notificationMessages.saved, { id: 'email-digest' }),
            onError: () => toast.error(notificationMessages.saveFailed, { id: 'email-digest' }),
          },
        )
      }
    />
  );
}
