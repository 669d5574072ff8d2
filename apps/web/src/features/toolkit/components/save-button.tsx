import { Save } from 'lucide-react';
import { Button } from '../../../components/ui/button';

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Saves the tool's work, and says when it was last saved. */
export function SaveButton({
  onSave,
  saving,
  updatedAt,
}: {
  onSave: () => void;
  saving: boolean;
  updatedAt: string | null;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={onSave} loading={saving}>
        {!saving && <Save aria-hidden="true" className="size-4" />}
        Save
      </Button>
      <p role="status" className="text-sm text-slate-600">
        {updatedAt ? `Saved ${time.format(new Date(updatedAt))}` : 'Not saved yet'}
      </p>
    </div>
  );
}
