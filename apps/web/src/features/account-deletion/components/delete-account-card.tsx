import { useState } from 'react';
import { deletionConsequences } from '@cofound/shared/account-deletion/account-deletion.schemas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { DeleteAccountDialogBody } from './delete-account-dialog';

/** On the member's own profile: what deleting the account does, and the way to do it. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card
      id="delete-account"
      role="region"
      aria-labelledby="delete-account-heading"
      className="mt-8 space-y-4"
    >
      <h2 id="delete-account-heading" className="text-xl font-semibold text-slate-900">
        Delete your account
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        {deletionConsequences.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="text-sm font-medium text-slate-900">This cannot be undone.</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="danger">Delete my account…</Button>
        </DialogTrigger>
        <DialogContent
          title="Delete your account?"
          description="This cannot be undone. Download your data first if you want a copy."
        >
          {open && <DeleteAccountDialogBody />}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
