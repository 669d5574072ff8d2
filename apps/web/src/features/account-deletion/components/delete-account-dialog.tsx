import { useState, type FormEvent } from 'react';
import {
  accountDeletionMessages as m,
  type DeletionPlan,
} from '@cofound/shared/account-deletion/account-deletion.schemas';
import {
  projectChoiceOptions,
  projectChoicesOf,
} from '@cofound/shared/account-deletion/project-choices';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { QueryState } from '../../../components/ui/query-state';
import { Select } from '../../../components/ui/select';
import { failureMessage, isApiError } from '../../../lib/api-error';
import { useSignOut } from '../../session/index';
import { useDeleteAccount } from '../api/use-delete-account';
import { useDeletionPlan } from '../api/use-deletion-plan';

/** The dialog's body: the plan read from the server, then the confirmation form. */
export function DeleteAccountDialogBody() {
  const plan = useDeletionPlan(true);
  return (
    <QueryState
      query={plan}
      loading={{ label: 'Loading your account…', rows: 2 }}
      errorMessage="Could not load what deleting your account involves."
    >
      {(data) => <DeleteAccountForm plan={data} />}
    </QueryState>
  );
}

function DeleteAccountForm({ plan }: { plan: DeletionPlan }) {
  const remove = useDeleteAccount();
  const signOut = useSignOut();
  const [password, setPassword] = useState('');
  const [picked, setPicked] = useState<Record<string, string>>({});
  const fieldErrors = isApiError(remove.error) ? remove.error.fieldErrors : undefined;
  const passwordError = fieldErrors?.password?.[0];
  const otherError =
    remove.isError && !passwordError ? failureMessage(remove.error, m.deleteFailed) : null;
  const mustSignInAgain = plan.confirmWith === 'recent_sign_in' && !plan.signedInRecently;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate({
      ...(plan.confirmWith === 'password' ? { password } : {}),
      projects: projectChoicesOf(plan.projects, picked),
    });
  };

  if (mustSignInAgain) {
    return (
      <div className="space-y-4">
        <Alert tone="info">{m.signInAgain}</Alert>
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button loading={signOut.isPending} onClick={() => signOut.mutate()}>
            Sign out to sign in again
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {plan.projects.length > 0 && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">Your projects</legend>
          {plan.projects.map((project) => (
            <Select
              key={project.id}
              label={`What happens to ${project.title}`}
              value={picked[project.id] ?? projectChoiceOptions(project)[0]!.value}
              onChange={(event) => setPicked({ ...picked, [project.id]: event.target.value })}
              options={projectChoiceOptions(project)}
            />
          ))}
        </fieldset>
      )}
      {plan.confirmWith === 'password' ? (
        <Input
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError}
          required
        />
      ) : (
        <p className="text-sm text-slate-600">
          You signed in a moment ago, so no password is needed.
        </p>
      )}
      {otherError && <Alert>{otherError}</Alert>}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="danger" loading={remove.isPending}>
          Delete my account
        </Button>
      </div>
    </form>
  );
}
