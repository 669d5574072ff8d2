import { useId } from 'react';
import { surfaceStyles } from '../../../components/ui/card';
import { LoadError, LoadingRows } from '../../../components/ui/query-state';
import { useSuccessPrediction } from '../api/use-success-prediction';
import { predictionErrorMessage } from '../prediction-error';
import { SuccessPredictionDetails } from './success-prediction-details';

/** On another member's profile: the success prediction for the viewer and them. */
export function SuccessPredictionPanel({ profileId }: { profileId: string }) {
  const headingId = useId();
  const query = useSuccessPrediction(profileId);
  return (
    <section aria-labelledby={headingId} className={surfaceStyles('normal', 'space-y-4 sm:p-6')}>
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Success prediction
      </h2>
      {query.isPending ? (
        <LoadingRows label="Working out your success prediction…" rows={3} rowClassName="h-8" />
      ) : query.isError ? (
        <LoadError
          message={predictionErrorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <SuccessPredictionDetails prediction={query.data} />
      )}
    </section>
  );
}
