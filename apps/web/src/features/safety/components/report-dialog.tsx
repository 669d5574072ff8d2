import { useState, type FormEvent } from 'react';
import {
  reportReasonLabels,
  reportReasons,
  safetyMessages,
  type ReportContent,
  type ReportContentKind,
  type ReportReason,
} from '@cofound/shared/safety/safety.schemas';
import { Button } from '../../../components/ui/button';
import { RadioCardGroup } from '../../../components/ui/choice-group';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toaster';
import { useReportMember } from '../api/use-report-member';
import { failureMessage } from '../../../lib/api-error';

const DETAILS_MAX = 2000;

const reportContentNames: Record<ReportContentKind, string> = {
  idea: 'idea',
  idea_comment: 'comment',
  circle_post: 'post',
};

type ReportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profileId: string;
  name: string;
  /** Reporting one message of theirs rather than the profile. */
  messageId?: string | undefined;
  /** Reporting something they wrote: an idea, a comment or a circle post. */
  content?: ReportContent | undefined;
};

/** Report a member or one of their messages: a reason and optional details. */
export function ReportDialog({
  open,
  onOpenChange,
  profileId,
  name,
  messageId,
  content,
}: ReportDialogProps) {
  const report = useReportMember();
  const thing = messageId ? 'message' : content ? reportContentNames[content.kind] : null;
  const [reason, setReason] = useState<ReportReason | undefined>();
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);

  const close = (next: boolean) => {
    if (report.isPending) return;
    onOpenChange(next);
    if (!next) {
      setReason(undefined);
      setDetails('');
      setMissingReason(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    try {
      await report.mutateAsync({
        profileId,
        messageId,
        content,
        reason,
        details: details.trim(),
      });
      toast.success(safetyMessages.reported);
      close(false);
    } catch (error) {
      toast.error(failureMessage(error, safetyMessages.reportFailed));
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={thing ? `Report ${thing}` : `Report ${name}`}
        description={
          thing
            ? `Tell us what is wrong with this ${thing} from ${name}. They will not know who reported it.`
            : `Tell us what is wrong. ${name} will not know who reported them.`
        }
      >
        <form noValidate className="space-y-5" onSubmit={(event) => void submit(event)}>
          <RadioCardGroup
            legend="Reason"
            name="report-reason"
            options={reportReasons}
            labels={reportReasonLabels}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setMissingReason(false);
            }}
            error={missingReason ? 'Choose a reason.' : undefined}
          />
          <Textarea
            label="Details (optional)"
            value={details}
            maxLength={DETAILS_MAX}
            rows={3}
            onChange={(event) => setDetails(event.target.value)}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={report.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={report.isPending}>
              Send report
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
