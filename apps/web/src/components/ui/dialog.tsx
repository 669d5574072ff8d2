import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

type DialogContentProps = {
  title: string;
  description?: string;
  children?: ReactNode;
  /** Where the focus goes on close, when not back to the trigger (call preventDefault first). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** A centred modal with a title, an optional description and a close button. */
export function DialogContent({
  title,
  description,
  children,
  onCloseAutoFocus,
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
      <RadixDialog.Content
        // Without a description, say so explicitly (Radix warns about a missing one otherwise).
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        className="fixed top-1/2 left-1/2 z-50 max-h-[85dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus-visible:outline-none"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div className="space-y-1">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">
              {title}
            </RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="text-sm text-slate-600">
                {description}
              </RadixDialog.Description>
            )}
          </div>
          <RadixDialog.Close
            aria-label="Close"
            className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </div>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
