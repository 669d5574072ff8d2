import { apiFetch } from '../../../lib/api-client';

/** POST /api/messages/{profileId}/typing (204, no body). Best effort: failures are ignored. */
export function sendTyping(profileId: string): void {
  apiFetch(`/api/messages/${encodeURIComponent(profileId)}/typing`, {
    method: 'POST',
    reportUnavailable: false,
    retry: false,
  }).catch(() => {});
}
