import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toaster';
import { callEndpoint } from '../../../lib/call-endpoint';
import { isApiError } from '../../../lib/api-error';

export const VERIFICATION_SENT_MESSAGE = 'Verification email sent';
const RESEND_FAILED_MESSAGE = 'Could not send the verification email. Please try again.';

/** The message to show when resending failed: the server's own words when it gave some. */
export function resendErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.message;
  }
  return RESEND_FAILED_MESSAGE;
}

/**
 * Mails the signed-in member a fresh verification link. The accounts contract (with the sign-up
 * schemas) loads with the first resend: the banner that offers it is on every page.
 */
export function useResendVerification() {
  return useMutation({
    mutationFn: async () => {
      const { accountsContract } = await import('@cofound/shared/accounts/accounts.contract');
      return callEndpoint(accountsContract.resendVerification);
    },
    onSuccess: () => {
      toast.success(VERIFICATION_SENT_MESSAGE);
    },
    onError: (error) => {
      toast.error(resendErrorMessage(error));
    },
  });
}
