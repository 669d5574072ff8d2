import { successTone } from '@cofound/shared/success-prediction/success-prediction.rules';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { ToneBadge } from '../../../components/ui/tone-badge';
import { useSuccessPrediction } from '../api/use-success-prediction';
import { SuccessPredictionDetails } from './success-prediction-details';

/**
 * In a chat header: the probability as a small button that opens the whole prediction. Shows
 * nothing while loading or when it failed (the profile shows the error and a retry).
 */
export function SuccessPredictionBadge({ profileId, name }: { profileId: string; name: string }) {
  const query = useSuccessPrediction(profileId);
  if (!query.data) return null;
  const prediction = query.data;
  return (
    <Dialog>
      <DialogTrigger
        aria-label={`Success prediction with ${name}: ${prediction.probability}%`}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <ToneBadge tone={successTone(prediction.probability)} className="px-2.5 py-0.5 text-xs">
          {prediction.probability}%<span className="hidden sm:inline">&nbsp;success</span>
        </ToneBadge>
      </DialogTrigger>
      <DialogContent title={`Success prediction with ${name}`}>
        <SuccessPredictionDetails prediction={prediction} />
      </DialogContent>
    </Dialog>
  );
}
