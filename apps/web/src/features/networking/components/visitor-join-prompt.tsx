import { Link, useLocation } from 'react-router';
import { LogIn } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { authPathWithReturn } from '../../../lib/return-path';

/** For a signed-out visitor: sign in, then come back here to join. */
export function VisitorJoinPrompt() {
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return (
    <Card padding="comfortable" className="space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">Ready to meet founders?</h2>
      <p className="text-sm text-slate-700">
        Speed networking is for Cofound members. Sign in and join the lobby to start your first
        round.
      </p>
      <Link
        to={authPathWithReturn('/signin', from)}
        state={{ from }}
        className={buttonStyles({ className: 'w-full sm:w-auto' })}
      >
        <LogIn aria-hidden="true" className="size-4" />
        Sign in to join
      </Link>
    </Card>
  );
}
