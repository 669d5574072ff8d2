import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';

type ChangeDialogFrameProps = {
  title: string;
  description: string;
  confirmLabel: string;
  /** The confirm button in red: the change takes something away. */
  destructive: boolean;
  pending: boolean;
  /** Why the last try failed, from the server when it said. */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** The fields the change asks for (a reason). */
  children?: ReactNode;
};

/** The dialog around a change to a member: what it does, its fields, the failure, Cancel and go. */
export function ChangeDialogFrame({
  title,
  description,
  confirmLabel,
  destructive,
  pending,
  failure,
  onConfirm,
  onClose,
  children,
}: ChangeDialogFrameProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent title={title} description={description}>
        <form
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (!pending) onConfirm();
          }}
        >
          {children}
          {failure && <Alert>{failure}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant={destructive ? 'danger' : 'primary'} loading={pending}>
              {confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
