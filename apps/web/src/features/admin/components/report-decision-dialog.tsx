import { useState } from 'react';
import {
  ADMIN_REPORT_NOTE_MAX_LENGTH,
  actionNeedsNote,
  adminReportDecisionSchema,
  adminReportMessages,
  type AdminReport,
  type ReportAction,
} from '@cofound/shared/admin/admin-reports.schemas';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toaster';
import { useDecideReport } from '../api/use-decide-report';
import { changeErrorMessage, reasonErrorOf } from '../model/change-error';
import {
  decisionDoneText,
  decisionTexts,
  isDestructiveAction,
  reportActionLabels,
} from '../model/report-texts';
import { ChangeDialogFrame } from './change-dialog-frame';

type ReportDecisionDialogProps = {
  report: AdminReport;
  action: ReportAction;
  /** `decided`: the report left the open list. */
  onClose: (decided: boolean) => void;
};

/** Confirms a decision on a report, with the note it needs (warn, suspend, ban) or may have. */
export function ReportDecisionDialog({ report, action, onClose }: ReportDecisionDialogProps) {
  const decide = useDecideReport(report.id);
  const texts = decisionTexts(action, report);
  const required = actionNeedsNote(action);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    const checked = adminReportDecisionSchema.safeParse({ action, note });
    if (!checked.success) {
      setNoteError(checked.error.issues[0]?.message ?? adminReportMessages.noteRequired);
      return;
    }
    setFailure(null);
    try {
      const decided = await decide.mutateAsync(checked.data);
      toast.success(decisionDoneText(decided));
      onClose(true);
    } catch (error) {
      const serverNoteError = reasonErrorOf(error, 'note');
      if (serverNoteError) setNoteError(serverNoteError);
      else {
        setFailure(
          changeErrorMessage(error, adminReportMessages.decideFailed, adminReportMessages.notFound),
        );
      }
    }
  };

  return (
    <ChangeDialogFrame
      title={texts.title}
      description={texts.description}
      confirmLabel={reportActionLabels[action]}
      destructive={isDestructiveAction(action)}
      pending={decide.isPending}
      failure={failure}
      onConfirm={() => void confirm()}
      onClose={() => onClose(false)}
    >
      <Textarea
        label={required ? 'Note' : 'Note (optional)'}
        hint={`${texts.noteHint} Up to ${ADMIN_REPORT_NOTE_MAX_LENGTH} characters.`}
        error={noteError}
        value={note}
        maxLength={ADMIN_REPORT_NOTE_MAX_LENGTH}
        rows={3}
        required={required}
        onChange={(event) => {
          setNote(event.target.value);
          setNoteError(undefined);
        }}
      />
    </ChangeDialogFrame>
  );
}
