import { useState } from 'react';
import { matchingMessages, type SavedProfile } from '@cofound/shared/matching/matching.schemas';
import { toast } from '../../../components/ui/toaster';
import { useDecideMatch } from '../api/use-decide-match';
import { useUnsaveProfile } from '../api/use-unsave-profile';
import { matchErrorMessage } from './match-error';
import type { MutualMatch } from './use-match-deck';

export type SavedAction = 'like' | 'pass' | 'remove';

/** Like, pass or remove a saved profile; one at a time, each leaves the list when it is done. */
export function useSavedActions() {
  const decide = useDecideMatch();
  const unsave = useUnsaveProfile();
  const [pending, setPending] = useState<{ id: string; action: SavedAction } | null>(null);
  const [match, setMatch] = useState<MutualMatch | null>(null);

  const run = async (profile: SavedProfile, action: SavedAction) => {
    if (pending) return;
    setPending({ id: profile.id, action });
    try {
      if (action === 'remove') {
        await unsave.mutateAsync(profile.id);
      } else {
        const result = await decide.mutateAsync({
          profileId: profile.id,
          liked: action === 'like',
        });
        if (result.mutual) setMatch({ card: profile, connection: result.connection });
      }
    } catch (error) {
      const fallback =
        action === 'remove' ? matchingMessages.saveFailed : matchingMessages.storeDecisionFailed;
      toast.error(matchErrorMessage(error, fallback));
    } finally {
      setPending(null);
    }
  };

  return { run, pending, match, closeMatch: () => setMatch(null) };
}
