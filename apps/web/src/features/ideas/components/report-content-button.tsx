import { useState } from 'react';
import { Flag } from 'lucide-react';
import type { ReportContent } from '@cofound/shared/safety/safety.schemas';
import { Button } from '../../../components/ui/button';
import { ReportDialog } from '../../safety/index';

type ReportContentButtonProps = {
  /** The button's accessible name, e.g. 'Report Tutor bot'. */
  label: string;
  /** Who wrote it. */
  author: { profileId: string; name: string };
  content: ReportContent;
};

/** A flag that opens the report form for an idea or a comment someone else wrote. */
export function ReportContentButton({ label, author, content }: ReportContentButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="shrink-0"
        aria-label={label}
        title="Report"
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" className="size-4" />
      </Button>
      <ReportDialog
        open={open}
        onOpenChange={setOpen}
        profileId={author.profileId}
        name={author.name}
        content={content}
      />
    </>
  );
}
