import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { profileMessages } from '@cofound/shared/profiles/profiles.messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { surfaceStyles } from '../../../components/ui/card';
import { CheckboxChipGroup } from '../../../components/ui/choice-group';
import { failureMessage } from '../../../lib/api-error';
import { useOwnProfile, useSaveMatchingFields } from '../../profiles/index';
import { matchingQueryKeys } from '../api/matching-query-keys';
import {
  matchFieldChoices,
  missingMatchFields,
  type MatchField,
} from '../model/missing-match-fields';

export const matchFieldsPromptText =
  'Your matches get better when we know your skills, who you are looking for and what interests you.';

type Choices = Partial<Record<MatchField, string[]>>;

/**
 * The deck's first-run prompt (docs/product.md#first-run): asks only for the match fields the
 * member's profile lacks, saves them without touching the rest, then reloads the deck.
 */
export function MatchFieldsPrompt({ onSaved }: { onSaved: () => void }) {
  const headingId = useId();
  const profile = useOwnProfile();
  const save = useSaveMatchingFields();
  const client = useQueryClient();
  const [choices, setChoices] = useState<Choices>({});
  const [error, setError] = useState<string | null>(null);

  if (!profile.data) return null;
  const missing = missingMatchFields(profile.data);
  if (missing.length === 0) return null;

  const chosen = missing.filter((field) => (choices[field]?.length ?? 0) > 0);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0 || save.isPending) return;
    setError(null);
    try {
      await save.mutateAsync(Object.fromEntries(chosen.map((field) => [field, choices[field]])));
      setChoices({});
      await client.invalidateQueries({ queryKey: matchingQueryKeys.allRecommendations });
      onSaved();
    } catch (failure) {
      setError(failureMessage(failure, profileMessages.saveFailed));
    }
  };

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
      className={surfaceStyles('compact', 'space-y-4')}
    >
      <p id={headingId} className="text-sm font-medium text-slate-900">
        {matchFieldsPromptText}
      </p>
      {missing.map((field) => (
        <CheckboxChipGroup
          key={field}
          legend={matchFieldChoices[field].label}
          name={`first-run-${field}`}
          options={matchFieldChoices[field].options}
          value={choices[field] ?? []}
          onChange={(value) => setChoices((current) => ({ ...current, [field]: value }))}
        />
      ))}
      {error && <Alert>{error}</Alert>}
      <Button type="submit" size="sm" loading={save.isPending} disabled={chosen.length === 0}>
        Save
      </Button>
    </form>
  );
}
