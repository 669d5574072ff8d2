import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ChangePasswordRequest } from '@cofound/shared/accounts/sessions.schemas';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryKey } from '../../session/index';
import { accountSessionsQueryKey } from './account-sessions-query-key';

const changedSchema = z.object({ signedOutThisDevice: z.boolean() });

/**
 * POST /api/accounts/password: every other session ends; when this device is signed out too,
 * the session reloads and the route guards send the member to sign in.
 */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) =>
      apiFetch('/api/accounts/password', { method: 'POST', body: input, schema: changedSchema }),
    onSuccess: async ({ signedOutThisDevice }) => {
      if (signedOutThisDevice) await client.invalidateQueries({ queryKey: sessionQueryKey });
      await client.invalidateQueries({ queryKey: accountSessionsQueryKey });
    },
  });
}
