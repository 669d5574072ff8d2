import { Link } from 'react-router';
import { archetypeDetails } from '@cofound/shared/personality-test/archetypes';
import type { ArchetypeResult } from '@cofound/shared/personality-test/personality-test.schemas';
import { quizCategories } from '@cofound/shared/personality-test/quiz';
import { Button } from '../../../components/ui/button';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { ChipList } from '../../../components/ui/chip-list';
import { discoverComplementsPath } from '../discover-complements-path';

const categoryLabels = {
  vision: 'Vision',
  execution: 'Execution',
  leadership: 'Leadership',
  resilience: 'Resilience',
} as const;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The member's archetype: what it means, its scores, who complements it, and what to do next. */
export function ArchetypeResultCard({
  result,
  onRetake,
}: {
  result: ArchetypeResult;
  onRetake: () => void;
}) {
  const details = archetypeDetails[result.archetype];
  return (
    <Card className="mx-auto max-w-2xl space-y-6">
      <div className="space-y-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-violet-700">
          Your founder type
        </p>
        <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">{details.label}</h2>
        <p className="text-base text-slate-700">{details.description}</p>
      </div>
      <ChipList items={details.traits} label="Traits" tone="brand" />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {quizCategories.map((category) => (
          <div key={category} className="rounded-xl bg-slate-50 px-3 py-2">
            <dt className="text-xs font-semibold text-slate-600">{categoryLabels[category]}</dt>
            <dd className="text-lg font-bold text-slate-900">
              {result.scores[category]}
              <span className="text-sm font-medium text-slate-500"> / 5</span>
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="complements-heading" className="space-y-3">
        <h3 id="complements-heading" className="text-lg font-semibold text-slate-900">
          Who complements you
        </h3>
        <ul className="grid gap-3 sm:grid-cols-2">
          {details.complements.map((complement) => (
            <li key={complement} className="rounded-xl border border-slate-200 p-4">
              <p className="font-semibold text-slate-900">{archetypeDetails[complement].label}</p>
              <p className="mt-1 text-sm text-slate-600">
                {archetypeDetails[complement].description}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          Taken on {dateFormat.format(new Date(result.testDate))}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={onRetake}>
            Retake test
          </Button>
          <Link to={discoverComplementsPath(result.archetype)} className={buttonStyles({})}>
            Find co-founders who complement you
          </Link>
        </div>
      </div>
    </Card>
  );
}
