import { describe, expect, it } from 'vitest';
import { adminMessages } from '@cofound/shared/admin/admin-members.schemas';
import { ApiError, networkError } from '../../../lib/api-error';
import { changeErrorMessage, reasonErrorOf } from './change-error';

const fallback = adminMessages.statusFailed;

describe('changeErrorMessage', () => {
  it("uses the server's words when it refused the change", () => {
    const conflict = new ApiError({
      code: 'CONFLICT',
      status: 409,
      message: adminMessages.ownStatus,
    });
    expect(changeErrorMessage(conflict, fallback)).toBe(adminMessages.ownStatus);
  });

  it("says 'Member not found' for a member who is gone", () => {
    const gone = new ApiError({ code: 'NOT_FOUND', status: 404, message: 'Not found' });
    expect(changeErrorMessage(gone, fallback)).toBe(adminMessages.memberNotFound);
  });

  it("falls back to the feature's words otherwise", () => {
    expect(changeErrorMessage(networkError(), fallback)).toBe(fallback);
  });

  it('reads the reason field error the server sent', () => {
    const invalid = new ApiError({
      code: 'VALIDATION_FAILED',
      status: 400,
      message: 'Invalid',
      fieldErrors: { reason: [adminMessages.reasonTooLong] },
    });
    expect(reasonErrorOf(invalid)).toBe(adminMessages.reasonTooLong);
    expect(reasonErrorOf(networkError())).toBeUndefined();
  });
});
