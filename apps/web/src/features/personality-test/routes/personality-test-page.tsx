import { useState } from 'react';
import { personalityTestMessages as m } from '@cofound/shared/personality-test/personality-test.schemas';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { useOwnArchetype } from '../api/use-own-archetype';
import { ArchetypeResultCard } from '../components/archetype-result-card';
import { Quiz } from '../components/quiz';

export function PersonalityTestPage() {
  const own = useOwnArchetype();
  const [retaking, setRetaking] = useState(false);

  return (
    <>
      <PageHeader
        title="Founder Personality Test"
        description="Four quick questions that reveal your founder type, so you can look for co-founders who complement it."
      />
      <QueryState
        query={own}
        loading={{ label: 'Loading your result…', rows: 3, rowClassName: 'h-24' }}
        errorMessage={m.loadFailed}
      >
        {({ result }) =>
          result && !retaking ? (
            <ArchetypeResultCard result={result} onRetake={() => setRetaking(true)} />
          ) : (
            <Quiz
              key={result?.testDate ?? 'first'}
              onCancel={result ? () => setRetaking(false) : undefined}
              onDone={() => setRetaking(false)}
            />
          )
        }
      </QueryState>
    </>
  );
}
