import { useState } from 'react';
import { Check, ChevronDown, Circle, Plus } from 'lucide-react';
import {
  profileCompleteness,
  profileSuggestions,
  type CompletenessInput,
  type SuggestionInput,
} from '@cofound/shared/profiles/profile-completeness';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';

export type SuggestionField = 'skills' | 'personalityTraits' | 'workStyle' | 'startupInterests';

type CompletenessPanelProps = {
  draft: CompletenessInput & SuggestionInput;
  /** Adds a suggested value to a list field of the form. */
  onAdd: (field: SuggestionField, value: string) => void;
};

const bandLabels = { junior: 'early-career', mid: 'mid-career', senior: 'senior' } as const;

function SuggestionGroup({
  title,
  field,
  values,
  onAdd,
}: {
  title: string;
  field: SuggestionField;
  values: string[];
  onAdd: CompletenessPanelProps['onAdd'];
}) {
  if (values.length === 0) return null;
  return (
    <div className="space-y-1.5">
      <h3 className="text-sm font-medium text-slate-800">{title}</h3>
      <ul className="flex flex-wrap gap-1.5">
        {values.map((value) => (
          <li key={value}>
            <button
              type="button"
              onClick={() => onAdd(field, value)}
              aria-label={`Add ${value} to ${title.toLowerCase()}`}
              className="inline-flex min-h-9 items-center gap-1 rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <Plus aria-hidden="true" className="size-3.5" />
              {value}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** docs/product.md#completeness: the meter, what is missing, and values worth adding. */
export function CompletenessPanel({ draft, onAdd }: CompletenessPanelProps) {
  const { percent, items, tips } = profileCompleteness(draft);
  const suggestions = profileSuggestions(draft);
  // Open beside the form on wide screens; folded on phones, where the panel sits above the form.
  const [suggestionsOpen, setSuggestionsOpen] = useState(
    () => window.matchMedia?.('(min-width: 1024px)').matches ?? true,
  );
  return (
    <Card className="space-y-6 sm:p-6">
      <section className="space-y-3">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="completeness-heading" className="text-lg font-semibold text-slate-900">
            Profile completeness
          </h2>
          <p className="text-2xl font-bold text-brand-700" data-testid="completeness-percent">
            {percent}%
          </p>
        </div>
        <ProgressBar
          value={percent}
          label="Profile completeness"
          valueText={`${percent}% complete`}
        />
        <ul className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          {items.map((item) => (
            <li
              key={item.key}
              className={
                item.done
                  ? 'flex items-center gap-1.5 text-slate-800'
                  : 'flex items-center gap-1.5 text-slate-600'
              }
            >
              {item.done ? (
                <Check aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
              ) : (
                <Circle aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              )}
              <span>
                {item.label}
                <span className="sr-only">{item.done ? ' (done)' : ' (missing)'}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      {tips.length > 0 && (
        <section className="space-y-2">
          <h3 className="text-base font-semibold text-slate-900">To do next</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {tips.map((tip) => (
              <li key={tip.message}>{tip.message}</li>
            ))}
          </ul>
        </section>
      )}
      <details
        open={suggestionsOpen}
        onToggle={(event) => setSuggestionsOpen(event.currentTarget.open)}
        className="group space-y-3"
      >
        <summary className="flex cursor-pointer list-none items-center justify-between rounded-md text-base font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
          <span>Suggestions</span>
          <ChevronDown
            aria-hidden="true"
            className="size-5 transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-600">
            Picked for a {bandLabels[suggestions.band]} founder
            {draft.industry ? ` in ${draft.industry}` : ''}.
          </p>
          <SuggestionGroup
            title="Skills"
            field="skills"
            values={suggestions.skills}
            onAdd={onAdd}
          />
          <SuggestionGroup
            title="Personality traits"
            field="personalityTraits"
            values={suggestions.personalityTraits}
            onAdd={onAdd}
          />
          <SuggestionGroup
            title="Work styles"
            field="workStyle"
            values={suggestions.workStyles}
            onAdd={onAdd}
          />
          <SuggestionGroup
            title="Industry interests"
            field="startupInterests"
            values={suggestions.industryInterests}
            onAdd={onAdd}
          />
        </div>
      </details>
    </Card>
  );
}
