import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { circleSignInTarget, saveCircleIntent, type CircleAction } from './circle-intent';

/** Remembers what the visitor wanted and sends them to sign in; it resumes here after. */
export function useCircleSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (intent: CircleAction) => {
      const from = `${location.pathname}${location.search}`;
      saveCircleIntent({ ...intent, from, savedAt: Date.now() });
      const target = circleSignInTarget({ ...intent, from });
      void navigate(target.to, { state: target.state });
    },
    [location.pathname, location.search, navigate],
  );
}
