import {
  predictionFactorLabels,
  predictionFactors,
  successTone,
} from '@cofound/shared/success-prediction/success-prediction.rules';
import type { SuccessPredictionAnswer } from '@cofound/shared/success-prediction/success-prediction.schemas';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { ToneBadge } from '../../../components/ui/tone-badge';

/** The probability, what it is made of, and what the two could do about it. */
export function SuccessPredictionDetails({ prediction }: { prediction: SuccessPredictionAnswer }) {
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <ToneBadge tone={successTone(prediction.probability)} className="text-base">
          {prediction.probability}%
        </ToneBadge>
        likely to build well together
      </p>
      <ul className="space-y-2" aria-label="What it is made of">
        {predictionFactors.map((factor) => (
          <li key={factor} className="space-y-1">
            <p className="flex justify-between text-sm">
              <span className="text-slate-700">{predictionFactorLabels[factor]}</span>
              <span className="font-semibold text-slate-900">{prediction.factors[factor]}%</span>
            </p>
            <ProgressBar
              label={predictionFactorLabels[factor]}
              value={prediction.factors[factor]}
              className="h-1.5"
            />
          </li>
        ))}
      </ul>
      <section className="space-y-1">
        <h3 className="text-sm font-semibold text-slate-900">Insights</h3>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {prediction.insights.map((insight) => (
            <li key={insight}>{insight}</li>
          ))}
        </ul>
      </section>
      <section className="space-y-1">
        <h3 className="text-sm font-semibold text-slate-900">Recommendations</h3>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {prediction.recommendations.map((recommendation) => (
            <li key={recommendation}>{recommendation}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
