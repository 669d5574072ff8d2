import { LogOut } from 'lucide-react';
import { networkingMessages } from '@cofound/shared/networking/networking.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { ButtonVariant } from '../../../components/ui/button-styles';
import { failureMessage } from '../../../lib/api-error';
import { useLeaveNetworking } from '../api/use-leave-networking';

type LeaveNetworkingButtonProps = {
  label: string;
  variant?: ButtonVariant;
  className?: string;
};

/** Leaves speed networking (the lobby, and any round for both), saying so if it failed. */
export function LeaveNetworkingButton({
  label,
  variant = 'secondary',
  className,
}: LeaveNetworkingButtonProps) {
  const leave = useLeaveNetworking();
  return (
    <div className={className}>
      <Button
        variant={variant}
        className="w-full sm:w-auto"
        loading={leave.isPending}
        onClick={() => leave.mutate()}
      >
        {!leave.isPending && <LogOut aria-hidden="true" className="size-4" />}
        {label}
      </Button>
      {leave.isError && (
        <Alert className="mt-2">
          {failureMessage(leave.error, networkingMessages.leaveFailed)}
        </Alert>
      )}
    </div>
  );
}
