import { useState } from 'react';
import {
  actionsFor,
  type AdminReport,
  type ReportAction,
} from '@cofound/shared/admin/admin-reports.schemas';
import { Button } from '../../../components/ui/button';
import { reportActionLabels } from '../model/report-texts';
import { ReportDecisionDialog } from './report-decision-dialog';

type ReportActionsProps = {
  report: AdminReport;
  /** The report was decided and leaves the list: focus moves on from it. */
  onDecided: () => void;
};

/**
 * What an admin can do about an open report, each behind its confirm dialog: Dismiss, Remove
 * content (content only), Warn, Suspend and Ban (never an admin).
 */
export function ReportActions({ report, onDecided }: ReportActionsProps) {
  const [open, setOpen] = useState<ReportAction | null>(null);
  const admin = report.reported.role === 'admin';
  const actions = actionsFor(report.target.kind).filter(
    (action) => !admin || (action !== 'suspend' && action !== 'ban'),
  );
  return (
    <>
      <div role="group" aria-label="Decide" className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button key={action} variant="secondary" size="sm" onClick={() => setOpen(action)}>
            {reportActionLabels[action]}
          </Button>
        ))}
      </div>
      {open && (
        <ReportDecisionDialog
          report={report}
          action={open}
          onClose={(decided) => {
            setOpen(null);
            if (decided) onDecided();
          }}
        />
      )}
    </>
  );
}
