import { Link } from 'react-router';
import { LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { buttonStyles } from '../../components/ui/button-styles';
import { useSignOut } from '../../features/session/index';

/** Sign Out for members; Sign In and Sign Up for visitors. */
export function AccountActions({ signedIn }: { signedIn: boolean }) {
  const signOut = useSignOut();

  if (signedIn) {
    return (
      <Button
        variant="secondary"
        size="sm"
        loading={signOut.isPending}
        onClick={() => signOut.mutate()}
        className="w-full md:w-auto"
      >
        {!signOut.isPending && <LogOut aria-hidden="true" className="size-4" />}
        Sign Out
      </Button>
    );
  }
  return (
    <>
      <Link
        to="/signin"
        className={buttonStyles({
          variant: 'secondary',
          size: 'sm',
          className: 'w-full md:w-auto',
        })}
      >
        Sign In
      </Link>
      <Link to="/signup" className={buttonStyles({ size: 'sm', className: 'w-full md:w-auto' })}>
        Sign Up
      </Link>
    </>
  );
}
