import { useState, type ComponentProps } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

type ConfirmDeleteButtonProps = {
  /** How the Delete button looks, and its accessible name where "Delete" alone is ambiguous. */
  trigger?: Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'aria-label'>;
  title: string;
  description: string;
  confirmLabel: string;
  /** The delete is running. */
  pending: boolean;
  /** Runs the delete; `close` shuts the dialog when it is done with. */
  onConfirm: (close: () => void) => void;
};

/** A Delete button that asks first, then deletes. */
export function ConfirmDeleteButton({ trigger, onConfirm, ...dialog }: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...trigger} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
      <ConfirmDialog
        {...dialog}
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => onConfirm(() => setOpen(false))}
      />
    </>
  );
}
