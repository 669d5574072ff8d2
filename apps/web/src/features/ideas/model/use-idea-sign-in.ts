import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ideaSignInTarget, saveIdeaIntent, type IdeaAction } from './idea-intent';

/** Remembers what the visitor wanted and sends them to sign in; it resumes on /ideas after. */
export function useIdeaSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (intent: IdeaAction) => {
      const from = `${location.pathname}${location.search}`;
      saveIdeaIntent({ ...intent, from, savedAt: Date.now() });
      const target = ideaSignInTarget({ ...intent, from });
      void navigate(target.to, { state: target.state });
    },
    [location.pathname, location.search, navigate],
  );
}
